import Box from '@mui/material/Box';
import { lazy, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/list/EmptyState.tsx';
import { ListPagination } from '../../components/list/ListPagination.tsx';
import { ListToolbar } from '../../components/list/ListToolbar.tsx';
import { useViewMode } from '../../components/list/useViewMode.ts';
import { ViewToggle } from '../../components/list/ViewToggle.tsx';
import { NearViewport } from '../../components/NearViewport.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { CollectionHeader } from '../../features/collections/CollectionHeader.tsx';
import { CollectionStatsStrip } from '../../features/collections/CollectionStatsStrip.tsx';
import { useCollection } from '../../features/collections/useCollection.ts';
import { CurrencySelect } from '../../features/filters/CurrencySelect.tsx';
import { FilterLayout } from '../../features/filters/FilterLayout.tsx';
import { FilterSection } from '../../features/filters/FilterSection.tsx';
import { SortSelect } from '../../features/filters/SortSelect.tsx';
import { TraitChips } from '../../features/filters/TraitChips.tsx';
import { TraitsFilter } from '../../features/filters/TraitsFilter.tsx';
import { useListQuery } from '../../features/filters/useListQuery.ts';
import { usePageReset } from '../../features/filters/usePageReset.ts';
import { toNftListParams } from '../../features/nfts/listParams.ts';
import { NftResults } from '../../features/nfts/NftResults.tsx';
import { useNftList } from '../../features/nfts/useNftList.ts';
import { CollectionOffersLink } from '../../features/offers/CollectionOffersLink.tsx';
import { CollectionPriceHistoryCard } from '../../features/price-history/PriceHistoryCards.tsx';
import { traitScope } from '../../features/traits/selection.ts';

// The collection's offers (issue 42), their table and Make collection offer, below the NFTs: their
// code, request and render wait until scrolled near (or the header's link is followed), so the
// first screen costs what it did before offers.
const CollectionOffers = lazy(() =>
  import('../../features/offers/CollectionOffers.tsx').then((m) => ({ default: m.CollectionOffers })),
);

const COLLECTION_OFFERS_ID = 'collection-offers-section';

/** `/collection-explore?collectionId=`: a collection as others see it, with its NFTs and their traits. */
export function CollectionExplorePage() {
  const { t } = useTranslation();
  const { query, change } = useListQuery();
  const collectionId = query.collectionId ?? '';
  const collection = useCollection(collectionId);
  if (!collectionId || collection.isError)
    return (
      <PageContainer>
        <EmptyState title={t('EMPTY_NO_COLLECTIONS')} />
      </PageContainer>
    );
  return (
    <PageContainer>
      <CollectionHeader
        collection={collection.data}
        actions={collection.data && <CollectionOffersLink target={COLLECTION_OFFERS_ID} />}
      />
      <CollectionStatsStrip stats={collection.data?.stats} totalItems={collection.data?.totalItems} />
      {collection.data && <CollectionPriceHistoryCard collectionId={collection.data.id} />}
      <CollectionNfts query={query} change={change} />
      {collection.data && (
        <Box id={COLLECTION_OFFERS_ID} sx={{ mt: 4, scrollMarginTop: 80 }}>
          <NearViewport height={{ xs: 160 }}>
            <CollectionOffers collection={collection.data} />
          </NearViewport>
        </Box>
      )}
    </PageContainer>
  );
}

function CollectionNfts({ query, change }: Pick<ReturnType<typeof useListQuery>, 'query' | 'change'>) {
  const { t } = useTranslation();
  const [view, setView] = useViewMode();
  const list = useNftList(toNftListParams(query));
  const resetPage = useCallback(() => change({ page: 1 }), [change]);
  usePageReset(query.page, list.isPlaceholderData ? undefined : list.data, resetPage);
  const scope = traitScope(query);
  const setTraits = (trait: string[]) => change({ trait, page: 1 });
  return (
    <Box component="section" aria-labelledby="collection-nfts">
      <FilterLayout
        panel={
          scope && (
            <FilterSection title={t('browse.traits')}>
              <TraitsFilter scope={scope} selected={query.trait} sellingOnly={false} onChange={setTraits} />
            </FilterSection>
          )
        }
        renderToolbar={(filtersButton) => (
          <ListToolbar
            headingLevel="h2"
            title={<span id="collection-nfts">{t('browse.collectionNfts')}</span>}
          >
            {filtersButton}
            <CurrencySelect value={query.currency} onChange={(currency) => change({ currency, page: 1 })} />
            <SortSelect
              value={query.filterPrice}
              onChange={(filterPrice) => change({ filterPrice, page: 1 })}
            />
            <ViewToggle value={view} onChange={setView} />
          </ListToolbar>
        )}
      >
        <TraitChips selected={query.trait} onChange={setTraits} />
        <NftResults
          items={list.data?.results}
          loading={list.isFetching}
          view={view}
          columns={3}
          listHeading="h2"
        />
        <Box sx={{ mt: 4 }}>
          <ListPagination
            page={query.page}
            total={list.data?.total ?? 0}
            limit={list.data?.limit ?? query.limit}
            onChange={(page) => change({ page })}
          />
        </Box>
      </FilterLayout>
    </Box>
  );
}
