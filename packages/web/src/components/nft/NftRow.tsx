import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { isRentStatus, type Nft, nftTitle } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FavouriteButton } from '../../features/favourites/FavouriteButton.tsx';
import { NftBadges } from './NftBadges.tsx';
import { linkStyle, stretchedLink } from './NftCard.tsx';
import { NftLandDetails, NftPartThumbs } from './NftDetails.tsx';
import { NftMedia } from './NftMedia.tsx';
import { nftCode, nftImage, nftOwnerText, nftPriceText } from './nftDisplay.ts';
import { useNftHref } from './useNftHref.ts';

/** The item card, list style: one row with the picture on the left and the price on the right. */
export function NftRow({ nft }: { nft: Nft }) {
  const { t } = useTranslation();
  const href = useNftHref(nft);
  const title = nftTitle(nft);
  return (
    <Card
      component="article"
      data-testid="nft-card"
      sx={(theme) => ({
        position: 'relative',
        display: 'grid',
        gridTemplateColumns: { xs: '72px minmax(0, 1fr) auto', sm: '112px minmax(0, 1fr) auto' },
        gap: { xs: 1.5, sm: 2.5 },
        alignItems: 'center',
        p: 1.5,
        transition: 'border-color 160ms ease, background-color 160ms ease',
        '&:hover': { borderColor: alpha(theme.palette.primary.main, 0.5) },
        '&:has(a:focus-visible)': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      })}
    >
      <NftMedia src={nftImage(nft)} alt={title} radius="14px" />
      <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minWidth: 0 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, minWidth: 0 }} noWrap>
            <Link to={href} style={linkStyle}>
              <Box component="span" sx={stretchedLink}>
                {title}
              </Box>
            </Link>
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
            {nftCode(nft)}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" noWrap>
          {nft.category[0]?.categoryName ?? ''} · {t('browse.owner')}{' '}
          <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
            {nftOwnerText(nft)}
          </Box>
        </Typography>
        <NftBadges nft={nft} />
        <NftLandDetails nft={nft} />
        <NftPartThumbs nft={nft} />
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-end',
          gap: 1,
          pr: { xs: 0, sm: 1 },
        }}
      >
        <Box sx={{ position: 'relative', zIndex: 2 }}>
          <FavouriteButton nftId={nft.id} initial={!!nft.isFavorite} />
        </Box>
        <Typography variant="caption" color="text.secondary">
          {t('PRICE')}
        </Typography>
        <Typography
          data-testid="nft-price"
          sx={{
            fontWeight: 800,
            fontSize: { xs: '0.95rem', sm: '1.1rem' },
            fontVariantNumeric: 'tabular-nums',
          }}
          noWrap
        >
          {nftPriceText(nft)}
        </Typography>
        {isRentStatus(nft.purchasesStatus) && (
          <Typography variant="caption" color="secondary.main" sx={{ fontWeight: 600 }}>
            {t('PENDING_RENT_DURATION')}
          </Typography>
        )}
      </Box>
    </Card>
  );
}
