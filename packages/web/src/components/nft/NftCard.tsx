import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { isRentStatus, type Nft, nftTitle } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FavouriteButton } from '../../features/favourites/FavouriteButton.tsx';
import { NftBadges } from './NftBadges.tsx';
import { NftLandDetails, NftPartThumbs } from './NftDetails.tsx';
import { NftMedia } from './NftMedia.tsx';
import { nftCode, nftImage, nftOwnerText, nftPriceText } from './nftDisplay.ts';
import { useNftHref } from './useNftHref.ts';

/** Covers the whole card with the title's link, so the heart can stay a separate button. */
export const stretchedLink = {
  '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1, borderRadius: 'inherit' },
} as const;

export const linkStyle = { color: 'inherit', textDecoration: 'none' } as const;

/**
 * The item card, grid style: picture with status icons and heart, title, owner, code, price.
 * `priority`: a card of the first row, its picture loaded first.
 */
export function NftCard({ nft, priority = false }: { nft: Nft; priority?: boolean }) {
  const { t } = useTranslation();
  const href = useNftHref(nft);
  const title = nftTitle(nft);
  return (
    <Card
      component="article"
      data-testid="nft-card"
      sx={(theme) => ({
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'transform 160ms ease, box-shadow 160ms ease, border-color 160ms ease',
        '&:hover': {
          transform: 'translateY(-3px)',
          borderColor: alpha(theme.palette.primary.main, 0.5),
          boxShadow: `0 14px 32px ${alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.25 : 0.16)}`,
        },
        '&:hover img': { transform: 'scale(1.04)' },
        '& img': { transition: 'transform 300ms ease' },
        '&:has(a:focus-visible)': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      })}
    >
      <Box sx={{ position: 'relative' }}>
        <NftMedia src={nftImage(nft)} alt={title} priority={priority} />
        <Box sx={{ position: 'absolute', top: 10, left: 10, right: 52 }}>
          <NftBadges nft={nft} overlay />
        </Box>
        <Box sx={{ position: 'absolute', top: 8, right: 8, zIndex: 2 }}>
          <FavouriteButton nftId={nft.id} initial={!!nft.isFavorite} />
        </Box>
      </Box>
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.75, flex: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
          <Typography variant="caption" color="text.secondary" noWrap>
            {nft.category[0]?.categoryName ?? ''}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {nftCode(nft)}
          </Typography>
        </Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }} noWrap>
          <Link to={href} style={linkStyle}>
            <Box component="span" sx={stretchedLink}>
              {title}
            </Box>
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {t('browse.owner')}{' '}
          <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
            {nftOwnerText(nft)}
          </Box>
        </Typography>
        <NftLandDetails nft={nft} />
        <NftPartThumbs nft={nft} />
        <Box
          sx={{
            mt: 'auto',
            pt: 1.25,
            borderTop: 1,
            borderColor: 'divider',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          <Typography variant="caption" color="text.secondary">
            {t('PRICE')}
          </Typography>
          <Typography
            data-testid="nft-price"
            sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}
            noWrap
          >
            {nftPriceText(nft)}
          </Typography>
        </Box>
        {isRentStatus(nft.purchasesStatus) && (
          <Typography variant="caption" color="secondary.main" sx={{ fontWeight: 600 }}>
            {t('PENDING_RENT_DURATION')}
          </Typography>
        )}
      </Box>
    </Card>
  );
}
