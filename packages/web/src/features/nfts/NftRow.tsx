import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type Nft, nftCategoryTitle, nftTitle } from '@vrmarket/domain';
import { memo } from 'react';
import { VerificationChip } from '../create/VerificationChip.tsx';
import { FavouriteButton } from '../favourites/FavouriteButton.tsx';
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
import { nftCode, nftImage } from './nftDisplay.ts';
import { useNftHref } from './useNftHref.ts';

/** The item card, list style: one row with the picture on the left and the price on the right. */
export const NftRow = memo(function NftRow({ nft }: { nft: Nft }) {
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
        ...focusOutline(theme),
      })}
    >
      <NftMedia src={nftImage(nft)} alt={title} radius="14px" sizes="(min-width: 600px) 112px, 72px" />
      <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minWidth: 0 }}>
          <NftTitleLink title={title} href={href} sx={{ minWidth: 0 }} />
          <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
            {nftCode(nft)}
          </Typography>
        </Box>
        <NftOwnerLine nft={nft} prefix={`${nftCategoryTitle(nft)} · `} />
        <NftBadges nft={nft} />
        <VerificationChip nft={nft} />
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
        <NftPriceLabel nft={nft} />
        <NftPrice nft={nft} sx={{ fontSize: { xs: '0.95rem', sm: '1.1rem' } }} />
        <NftRentNote nft={nft} />
        <NftAuctionNote nft={nft} />
        <BestOffer nft={nft} />
      </Box>
    </Card>
  );
});
