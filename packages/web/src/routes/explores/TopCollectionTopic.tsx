import Box from '@mui/material/Box';
import { PAGE_SIZE, routes, type VolumePeriod } from '@vrmarket/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackButton } from '../../components/list/BackButton.tsx';
import { EmptyState } from '../../components/list/EmptyState.tsx';
import { ListPagination } from '../../components/list/ListPagination.tsx';
import { ListToolbar } from '../../components/list/ListToolbar.tsx';
import { skeletonKeys } from '../../components/list/skeletonKeys.ts';
import { CollectionCard, CollectionCardSkeleton } from '../../features/collections/CollectionCard.tsx';
import { PeriodSwitch } from '../../features/collections/PeriodSwitch.tsx';
import { useTopCollections } from '../../features/collections/useTopCollections.ts';
import { useListQuery } from '../../features/filters/useListQuery.ts';
import { usePageReset } from '../../features/filters/usePageReset.ts';
import { CardHeadingLevel } from '../../features/nfts/NftCardParts.tsx';
import { FIRST_ROW_CARDS } from '../../features/nfts/nftDisplay.ts';

const LIMIT = PAGE_SIZE.collections;

/**
 * The 'Top Collection' topic: collection cards, 8 a page, ranked by volume in the chosen period,
 * or filtered by the header search.
 */
export function TopCollectionTopic() {
  const { t } = useTranslation();
  const { query, change } = useListQuery({ limit: LIMIT });
  const [period, setPeriod] = useState<VolumePeriod>('7d');
  const list = useTopCollections({ page: query.page, limit: query.limit, period, search: query.search });
  const resetPage = useCallback(() => change({ page: 1 }), [change]);
  usePageReset(query.page, list.isPlaceholderData ? undefined : list.data, resetPage);

  return (
    <Box>
      <ListToolbar
        title={t('TOP_COLLECTION')}
        start={<BackButton to={routes.home()} label={t('app.backHome')} />}
      >
        {!query.search && (
          <PeriodSwitch
            value={period}
            onChange={(next) => {
              setPeriod(next);
              change({ page: 1 });
            }}
          />
        )}
      </ListToolbar>
      {list.data?.total === 0 ? (
        <EmptyState title={t('EMPTY_NO_COLLECTIONS')} />
      ) : (
        <CardHeadingLevel value="h2">
          <Box
            data-testid="collection-results"
            sx={{
              display: 'grid',
              gap: { xs: 1.5, sm: 2.5 },
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                md: 'repeat(3, minmax(0, 1fr))',
                lg: 'repeat(4, minmax(0, 1fr))',
              },
            }}
          >
            {list.data
              ? list.data.results.map((collection, index) => (
                  <CollectionCard
                    key={collection.id}
                    collection={collection}
                    priority={index < FIRST_ROW_CARDS}
                  />
                ))
              : skeletonKeys(LIMIT).map((key) => <CollectionCardSkeleton key={key} />)}
          </Box>
        </CardHeadingLevel>
      )}
      <Box sx={{ mt: 4 }}>
        <ListPagination
          page={query.page}
          total={list.data?.total ?? 0}
          limit={list.data?.limit ?? LIMIT}
          onChange={(page) => change({ page })}
        />
      </Box>
    </Box>
  );
}
