import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Collection } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { useCollectionOffers } from './api.ts';
import { MakeOfferButton } from './MakeOfferButton.tsx';
import { OfferRowActions } from './OfferButtons.tsx';
import { OffersTable } from './OffersTable.tsx';
import { useOffersAvailable } from './useOffersAvailable.ts';

/**
 * The collection page's offers: 'Make collection offer' and the open collection offers, best first.
 * The buyer cancels an own offer here; an owner accepts one from the NFT's detail, where the token
 * that fills it is known.
 */
export function CollectionOffers({ collection }: { collection: Collection }) {
  const { t } = useTranslation();
  const available = useOffersAvailable();
  const offers = useCollectionOffers(available ? collection.id : undefined);
  if (!available) return null;
  const results = offers.data?.results;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="collection-offers"
      sx={{ borderRadius: 3, overflow: 'hidden', mb: 4 }}
      data-testid="collection-offers"
    >
      <Stack
        direction="row"
        spacing={1.25}
        useFlexGap
        sx={{
          alignItems: 'center',
          flexWrap: 'wrap',
          px: 2.5,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <LocalOfferOutlined fontSize="small" color="action" />
        <Typography id="collection-offers" component="h2" sx={{ fontWeight: 700, fontSize: '1rem', flex: 1 }}>
          {t('offers.collectionOffers')}
        </Typography>
        <MakeOfferButton
          size="small"
          target={{
            kind: 'collection',
            collectionId: collection.id,
            collectionName: collection.collectionName,
          }}
        />
      </Stack>
      {results?.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2.5 }}>
          {t('offers.noOffers')}
        </Typography>
      ) : (
        <Stack sx={{ maxHeight: 320, overflowY: 'auto' }}>
          <OffersTable
            offers={results}
            label={t('offers.collectionOffers')}
            loading={offers.isFetching}
            actions={(offer) => <OfferRowActions offer={offer} nft={null} owner={null} />}
          />
        </Stack>
      )}
    </Paper>
  );
}
