import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NftDetail } from '@vrmarket/domain';
import { formatPrice, nftTitle, PurchaseStatus, routes } from '@vrmarket/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuctionSummary } from '../auctions/AuctionSummary.tsx';
import { nftCode } from '../nfts/nftDisplay.ts';
import { BestOffer } from '../offers/BestOffer.tsx';

/**
 * Collection, title, '#'+padded code, and the price box that holds the owner actions; for an NFT on
 * auction the box shows the highest bid (or the reserve) and the countdown instead of a price.
 */
export function TitleBlock({ nft, actions }: { nft: NftDetail; actions?: ReactNode }) {
  const { t } = useTranslation();
  const collection = nft.collection[0];
  const listed = nft.purchasesStatus === PurchaseStatus.SELLING && nft.currentPrice !== null;
  const price = listed
    ? formatPrice(nft.currentPrice, nft.currency)
    : formatPrice(nft.mintingPrice, nft.mintingCurrency);

  return (
    <Stack spacing={2}>
      {collection && (
        <Link
          component={RouterLink}
          to={routes.collectionExplore(String(collection.collectionId))}
          underline="hover"
          sx={{ fontWeight: 600, alignSelf: 'flex-start' }}
        >
          {collection.collectionName}
        </Link>
      )}
      <Typography
        variant="h3"
        component="h1"
        sx={{
          fontSize: { xs: '1.75rem', md: '2.4rem' },
          fontWeight: 800,
          letterSpacing: '-0.02em',
          overflowWrap: 'anywhere',
        }}
      >
        {nftTitle(nft)}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip
          label={nftCode(nft)}
          variant="outlined"
          sx={{ fontWeight: 700, fontFamily: 'ui-monospace, monospace' }}
        />
        {nft.styles.map((style) => (
          <Chip key={style} label={style} variant="outlined" size="medium" />
        ))}
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 3 }}>
        {nft.auction ? (
          <Stack spacing={2}>
            <AuctionSummary auction={nft.auction} />
            {actions}
          </Stack>
        ) : (
          <>
            <Typography color="text.secondary" sx={{ mb: 0.5 }}>
              {listed ? t('detail.currentPrice') : t('detail.mintingPrice')}
            </Typography>
            <Typography
              data-testid="nft-price"
              sx={{ fontSize: { xs: '1.75rem', md: '2rem' }, fontWeight: 800, mb: actions ? 2 : 0 }}
            >
              {price}
            </Typography>
            <BestOffer nft={nft} variant="body2" sx={{ display: 'block', mt: -1, mb: actions ? 2 : 0 }} />
            {actions}
          </>
        )}
      </Paper>
    </Stack>
  );
}
