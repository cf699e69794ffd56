import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Typography from '@mui/material/Typography';
import type { Nft } from '@vrmarket/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailCard } from '../nft-detail/DetailCard.tsx';
import { useNftOffers } from './api.ts';
import { OfferRowActions } from './OfferButtons.tsx';
import { OffersTable } from './OffersTable.tsx';

/**
 * The detail's 'Offers' card: the NFT's open offers and the collection offers covering it, best
 * first; Accept for the owner, Cancel for the buyer's own. A live event refreshes the NFT; when its
 * best offer differs from the list's, the list is asked again.
 */
export function OffersCard({ nft }: { nft: Nft }) {
  const { t } = useTranslation();
  const offers = useNftOffers(nft.id);
  const { refetch } = offers;
  const results = offers.data?.results;
  const listedBest = results?.find((offer) => offer.state === 'ACTIVE')?.id ?? null;
  // `bestOffer` undefined: an api that does not serve it yet, nothing to compare.
  const stale =
    results !== undefined && nft.bestOffer !== undefined && (nft.bestOffer?.id ?? null) !== listedBest;
  useEffect(() => {
    if (stale) void refetch();
  }, [stale, refetch]);
  return (
    <DetailCard
      title={t('offers.offers')}
      icon={<LocalOfferOutlined fontSize="small" />}
      maxHeight={320}
      flush
    >
      {results?.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2.5 }}>
          {t('offers.noOffers')}
        </Typography>
      ) : (
        <OffersTable
          offers={results}
          label={t('offers.offers')}
          markCollection
          loading={offers.isFetching}
          actions={(offer) => <OfferRowActions offer={offer} nft={nft} owner={nft.ownerAddress} />}
        />
      )}
    </DetailCard>
  );
}
