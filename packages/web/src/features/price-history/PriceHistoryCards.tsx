import ShowChartRounded from '@mui/icons-material/ShowChartRounded';
import Box from '@mui/material/Box';
import { LAYOUT_HEIGHT_PX, type NftDetail } from '@vrmarket/domain';
import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NearViewport } from '../../components/NearViewport.tsx';
import { DetailCard } from '../nft-detail/DetailCard.tsx';
import { ChartEmpty } from './ChartEmpty.tsx';

// The panels' code, then the chart library (PriceChart), load only once a card comes near the
// viewport: none of it is in a screen's first load.
const NftPriceHistory = lazy(() =>
  import('./NftPriceHistory.tsx').then((m) => ({ default: m.NftPriceHistory })),
);
const CollectionPriceHistory = lazy(() =>
  import('./CollectionPriceHistory.tsx').then((m) => ({ default: m.CollectionPriceHistory })),
);

/** The titled Price History card; its content mounts (and requests its data) when near the viewport. */
function PriceHistoryCard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <DetailCard title={t('priceHistory.title')} icon={<ShowChartRounded fontSize="small" />}>
      <NearViewport height={{ xs: LAYOUT_HEIGHT_PX.priceChart }}>{children}</NearViewport>
    </DetailCard>
  );
}

/**
 * The detail screen's Price History: the NFT's sales and listings over time. An NFT never minted
 * has neither (both are chain events): its empty state comes at once, with no request.
 */
export function NftPriceHistoryCard({ nft }: { nft: NftDetail }) {
  const { t } = useTranslation();
  if (!nft.onchain)
    return (
      <DetailCard title={t('priceHistory.title')} icon={<ShowChartRounded fontSize="small" />}>
        <ChartEmpty>{t('priceHistory.emptyNft')}</ChartEmpty>
      </DetailCard>
    );
  return (
    <PriceHistoryCard>
      <NftPriceHistory nft={nft} />
    </PriceHistoryCard>
  );
}

/** A collection page's Price History, under its statistics: daily floor and volume. */
export function CollectionPriceHistoryCard({ collectionId }: { collectionId: number }) {
  return (
    <Box sx={{ mb: 4 }} data-testid="collection-price-history">
      <PriceHistoryCard>
        <CollectionPriceHistory collectionId={collectionId} />
      </PriceHistoryCard>
    </Box>
  );
}
