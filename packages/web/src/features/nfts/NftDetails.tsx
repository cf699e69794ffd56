import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Nft } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { nftLandDetails, nftPartThumbs, thumbnailSrc } from './nftDisplay.ts';

/** Area, City and Project of a land NFT, as small label/value pairs. */
export function NftLandDetails({ nft }: { nft: Nft }) {
  const { t } = useTranslation();
  const rows = nftLandDetails(nft);
  if (rows.length === 0) return null;
  return (
    <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.25, m: 0 }}>
      {rows.map((row) => (
        <Box key={row.key} sx={{ display: 'flex', gap: 0.5, minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {row.key === 'AREA' ? t('AREA') : t(`browse.${row.key}`)}
          </Typography>
          <Typography component="dd" variant="caption" sx={{ m: 0, fontWeight: 600 }} noWrap>
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * Up to four part images of a customisable model. Plain lazy pictures, not MUI's Avatar: an Avatar
 * loads its picture again in an effect (a `new Image()` per part, eager whatever `loading` says)
 * and renders once more when it has loaded, which a page of template cards paid 30 times over
 * while hydrating. A part that fails to load leaves its tile empty, as the Avatar's image did.
 */
export function NftPartThumbs({ nft }: { nft: Nft }) {
  const { t } = useTranslation();
  const parts = nftPartThumbs(nft);
  if (parts.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }} aria-label={t('browse.parts')} role="list">
      {parts.map((part) => (
        // The list item holds the picture: a picture with a text alternative may not be a list item itself.
        <Box key={part.id} role="listitem" sx={{ display: 'flex', flexShrink: 0 }}>
          <Box
            component="img"
            src={thumbnailSrc(part.src, 160)}
            alt={part.name}
            loading="lazy"
            decoding="async"
            sx={{
              display: 'block',
              width: 26,
              height: 26,
              objectFit: 'cover',
              borderRadius: '7px',
              border: 1,
              borderColor: 'divider',
              bgcolor: 'action.hover',
              // A failed picture shows neither its alt text nor the broken-image mark (as MUI's AvatarImg).
              color: 'transparent',
              textIndent: 10000,
              overflow: 'hidden',
            }}
          />
        </Box>
      ))}
    </Box>
  );
}
