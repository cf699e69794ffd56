import Box from '@mui/material/Box';
import type { MarketplaceListQuery, NftListParams } from '@vrmarket/domain';
import { type ReactNode, useCallback } from 'react';
import { ListPagination } from '../../components/list/ListPagination.tsx';
import { ListToolbar } from '../../components/list/ListToolbar.tsx';
import { useViewMode, type ViewMode } from '../../components/list/useViewMode.ts';
import { ViewToggle } from '../../components/list/ViewToggle.tsx';
import { CategoryTabs } from '../categories/CategoryTabs.tsx';
import { CurrencySelect } from '../filters/CurrencySelect.tsx';
import { FilterLayout } from '../filters/FilterLayout.tsx';
import { FilterPanel } from '../filters/FilterPanel.tsx';
import { SortSelect } from '../filters/SortSelect.tsx';
import type { StatusContext } from '../filters/statusContexts.ts';
import { TraitChips } from '../filters/TraitChips.tsx';
import { type ListQueryControl, useListQuery } from '../filters/useListQuery.ts';
import { usePageReset } from '../filters/usePageReset.ts';
import { CreateNftButton } from './CreateNftButton.tsx';
import { toNftListParams } from './listParams.ts';
import { NftResults } from './NftResults.tsx';
import { useNftList } from './useNftList.ts';

/**
 * The NFT list of the marketplace and of the inventory, state in the URL: category tabs, filter
 * panel of `context`, toolbar (currency, sort, create, grid or list), cards and pages.
 * `ownerAddress` narrows it to one owner; `title` gets the total once the list has loaded.
 * Only the parts that show the answer (heading, cards, pages) read the list query: its answers
 * re-render them, not the tabs, panel and toolbar (a query answer is a synchronous render).
 */
export function NftListView({
  context,
  ownerAddress,
  title,
  emptyText,
}: {
  context: StatusContext;
  ownerAddress?: string;
  title: (total: number | undefined, query: MarketplaceListQuery) => ReactNode;
  emptyText?: string;
}) {
  const control = useListQuery();
  const { query, change } = control;
  const [view, setView] = useViewMode();
  const params = toNftListParams(ownerAddress ? { ...query, ownerAddress } : query);

  return (
    <>
      <Box sx={{ mb: 3 }}>
        <CategoryTabs
          value={query.category}
          onChange={(category) => change({ category, subCategory: [], styles: [] })}
        />
      </Box>
      <FilterLayout
        panel={<FilterPanel control={control} context={context} />}
        renderToolbar={(filtersButton) => (
          <ListToolbar title={<ListTitle params={params} query={query} title={title} />}>
            {filtersButton}
            <CurrencySelect value={query.currency} onChange={(currency) => change({ currency, page: 1 })} />
            <SortSelect
              value={query.filterPrice}
              onChange={(filterPrice) => change({ filterPrice, page: 1 })}
            />
            <CreateNftButton />
            <ViewToggle value={view} onChange={setView} />
          </ListToolbar>
        )}
      >
        <TraitChips selected={query.trait} onChange={(trait) => change({ trait, page: 1 })} />
        <ListResults params={params} page={query.page} change={change} view={view} emptyText={emptyText} />
        <Box sx={{ mt: 4 }}>
          <ListPages params={params} query={query} change={change} />
        </Box>
      </FilterLayout>
    </>
  );
}

function ListTitle({
  params,
  query,
  title,
}: {
  params: NftListParams;
  query: MarketplaceListQuery;
  title: (total: number | undefined, query: MarketplaceListQuery) => ReactNode;
}) {
  return title(useNftList(params).data?.total, query);
}

function ListResults({
  params,
  page,
  change,
  view,
  emptyText,
}: {
  params: NftListParams;
  page: number;
  change: ListQueryControl['change'];
  view: ViewMode;
  emptyText?: string;
}) {
  const list = useNftList(params);
  const resetPage = useCallback(() => change({ page: 1 }), [change]);
  usePageReset(page, list.isPlaceholderData ? undefined : list.data, resetPage);
  return (
    <NftResults
      items={list.data?.results}
      loading={list.isFetching}
      view={view}
      columns={3}
      emptyText={emptyText}
    />
  );
}

function ListPages({
  params,
  query,
  change,
}: {
  params: NftListParams;
  query: MarketplaceListQuery;
  change: ListQueryControl['change'];
}) {
  const { data } = useNftList(params);
  return (
    <ListPagination
      page={query.page}
      total={data?.total ?? 0}
      limit={data?.limit ?? query.limit}
      onChange={(page) => {
        change({ page });
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }}
    />
  );
}
