import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ExploreTopic, PAGE_SIZE, pageCount, routes, type VolumePeriod } from '@vrmarket/domain';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/list/EmptyState.tsx';
import { SectionHeader } from '../../components/list/SectionHeader.tsx';
import { SectionPager } from '../../components/list/SectionPager.tsx';
import { skeletonKeys } from '../../components/list/skeletonKeys.ts';
import {
  CollectionCard,
  CollectionCardSkeleton,
  TWO_OR_FOUR_COLUMN_SIZES,
} from '../../features/collections/CollectionCard.tsx';
import { PeriodSwitch } from '../../features/collections/PeriodSwitch.tsx';
import { useTopCollections } from '../../features/collections/useTopCollections.ts';

const LIMIT = PAGE_SIZE.landingTopCollections;

/**
 * 'Top Collection': 4 a page with arrows, ranked by volume in the chosen period (without a search);
 * View More opens the explores topic with the search.
 */
export function TopCollectionSection({ search }: { search?: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [period, setPeriod] = useState<VolumePeriod>('7d');
  const [seenSearch, setSeenSearch] = useState(search);
  if (search !== seenSearch) {
    setSeenSearch(search);
    setPage(1);
  }
  // The cards render in a transition when a page arrives (see NftResults).
  const data = useDeferredValue(useTopCollections({ page, limit: LIMIT, period, search }).data);
  const count = pageCount(data?.total ?? 0, LIMIT);

  return (
    <Box component="section" aria-labelledby="top-collection-title">
      <SectionHeader
        id="top-collection-title"
        title={t('TOP_COLLECTION')}
        text={t('browse.topCollectionText')}
        actions={
          <>
            {!search && (
              <PeriodSwitch
                value={period}
                onChange={(next) => {
                  setPeriod(next);
                  setPage(1);
                }}
              />
            )}
            <SectionPager page={page} count={count} onChange={setPage} label={t('TOP_COLLECTION')} />
            <Button
              component={Link}
              to={routes.explores({ topic: ExploreTopic.topCollection, search })}
              endIcon={<ArrowForwardRounded />}
            >
              {t('VIEW_MORE')}
            </Button>
          </>
        }
      />
      {data?.total === 0 ? (
        <EmptyState title={t('EMPTY_NO_COLLECTIONS')} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 1.5, sm: 2.5 },
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          {data
            ? data.results.map((collection) => (
                // The landing's own rule (spec "Marketplace home"): a card opens collection explore.
                <CollectionCard
                  key={collection.id}
                  collection={collection}
                  to={routes.collectionExplore(String(collection.collectionId))}
                  sizes={TWO_OR_FOUR_COLUMN_SIZES}
                />
              ))
            : skeletonKeys(LIMIT).map((key) => <CollectionCardSkeleton key={key} />)}
        </Box>
      )}
    </Box>
  );
}
