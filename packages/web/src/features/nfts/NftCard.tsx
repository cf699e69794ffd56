import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type Nft, nftCategoryTitle, nftTitle } from '@vrmarket/domain';
import { memo } from 'react';
import { VerificationChip } from '../create/VerificationChip.tsx';
import { FavouriteButton } from '../favourites/FavouriteButton.tsx';
import { SoldMark } from '../live/SoldMark.tsx';
import { BestOffer } from '../offers/BestOffer.tsx';
import { NftBadges } from './NftBadges.tsx';
import {
  focusOutline,
  NftAuctionNote,
  NftOwnerLine,
  NftPrice,
  NftPriceLabel,
  NftRentNote,
  NftTitleLink,
} from './NftCardParts.tsx';
import { NftLandDetails, NftPartThumbs } from './NftDetails.tsx';
import { NftMedia } from './NftMedia.tsx';
import { CARD_IMAGE_SIZES, nftCode, nftImage } from './nftDisplay.ts';
import { useNftHref } from './useNftHref.ts';

/**
 * The item card, grid style: picture with status icons and heart, title, owner, code, price.
 * Memoised: a list re-renders while its query changes state; the cards only when their NFT does.
 * `priority`: a card of the first row, its picture loaded first.
 */
export const NftCard = memo(function NftCard({ nft, priority = false }: { nft: Nft; priority?: boolean }) {
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
        ...focusOutline(theme),
      })}
    >
      <Box sx={{ position: 'relative' }}>
        <NftMedia src={nftImage(nft)} alt={title} priority={priority} sizes={CARD_IMAGE_SIZES} />
        <Box sx={{ position: 'absolute', top: 10, left: 10, right: 52 }}>
          <NftBadges nft={nft} overlay />
        </Box>
        <SoldMark nftId={nft.id} />
        <Box sx={{ position: 'absolute', top: 8, right: 8, zIndex: 2 }}>
          <FavouriteButton nftId={nft.id} initial={!!nft.isFavorite} />
        </Box>
      </Box>
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.75, flex: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
          <Typography variant="caption" color="text.secondary" noWrap>
            {nftCategoryTitle(nft)}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {nftCode(nft)}
          </Typography>
        </Box>
        <NftTitleLink title={title} href={href} sx={{ lineHeight: 1.3 }} />
        <NftOwnerLine nft={nft} />
        <VerificationChip nft={nft} />
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
          <NftPriceLabel nft={nft} />
          <NftPrice nft={nft} />
        </Box>
        <NftRentNote nft={nft} />
        <NftAuctionNote nft={nft} />
        <BestOffer nft={nft} />
      </Box>
    </Card>
  );
});
