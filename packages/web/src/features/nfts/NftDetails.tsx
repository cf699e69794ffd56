import Avatar from '@mui/material/Avatar';
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

/** Up to four part images of a customisable model. */
export function NftPartThumbs({ nft }: { nft: Nft }) {
  const { t } = useTranslation();
  const parts = nftPartThumbs(nft);
  if (parts.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }} aria-label={t('browse.parts')} role="list">
      {parts.map((part) => (
        <Avatar
          key={part.id}
          role="listitem"
          variant="rounded"
          src={thumbnailSrc(part.src, 160)}
          alt={part.name}
          slotProps={{ img: { loading: 'lazy' } }}
          sx={{ width: 26, height: 26, borderRadius: '7px', border: 1, borderColor: 'divider' }}
        />
      ))}
    </Box>
  );
}
