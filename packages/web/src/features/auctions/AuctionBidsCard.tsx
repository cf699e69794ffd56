import GavelRounded from '@mui/icons-material/GavelRounded';
import type { NftAuction } from '@vrmarket/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailCard } from '../nft-detail/DetailCard.tsx';
import { AuctionBidsTable } from './AuctionBids.tsx';
import { useAuction } from './api.ts';

/**
 * The detail's 'Bids' card. A live event refreshes the NFT (its brief auction); when that shows
 * another bid or end, the bids are asked again.
 */
export function AuctionBidsCard({ auction }: { auction: NftAuction }) {
  const { t } = useTranslation();
  const detail = useAuction(auction.id);
  const { refetch } = detail;
  const stale =
    detail.data !== undefined &&
    (detail.data.bidCount !== auction.bidCount || detail.data.endTime !== auction.endTime);
  useEffect(() => {
    if (stale) void refetch();
  }, [stale, refetch]);
  return (
    <DetailCard title={t('auction.bids')} icon={<GavelRounded fontSize="small" />} maxHeight={300} flush>
      <AuctionBidsTable bids={detail.data?.bids} currency={auction.currency} />
    </DetailCard>
  );
}
