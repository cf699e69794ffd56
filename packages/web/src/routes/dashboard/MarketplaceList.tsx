import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { listHeadingKey } from '@vrmarket/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../components/list/ListPagination.tsx';
import { ListToolbar } from '../../components/list/ListToolbar.tsx';
import { useViewMode } from '../../components/list/useViewMode.ts';
import { ViewToggle } from '../../components/list/ViewToggle.tsx';
import { CreateNftButton } from '../../components/nft/CreateNftButton.tsx';
import { NftResults } from '../../components/nft/NftResults.tsx';
import { CategoryTabs } from '../../features/categories/CategoryTabs.tsx';
import { CurrencySelect } from '../../features/filters/CurrencySelect.tsx';
import { FilterLayout } from '../../features/filters/FilterLayout.tsx';
import { FilterPanel } from '../../features/filters/FilterPanel.tsx';
import { SortSelect } from '../../features/filters/SortSelect.tsx';
import { useListQuery } from '../../features/filters/useListQuery.ts';
import { usePageReset } from '../../features/filters/usePageReset.ts';
import { toNftListParams } from '../../features/nfts/listParams.ts';
import { useNftList } from '../../features/nfts/useNftList.ts';

/** The marketplace list (`/dashboard`, `/?category=`): tabs, filter panel, toolbar, cards, pages. */
export function MarketplaceList() {
  const { t } = useTranslation();
  const control = useListQuery();
  const { query, change } = control;
  const [view, setView] = useViewMode();
  const list = useNftList(toNftListParams(query));
  const resetPage = useCallback(() => change({ page: 1 }), [change]);
  usePageReset(query.page, list.isPlaceholderData ? undefined : list.data, resetPage);

  return (
    <Box>
      <Box sx={{ mb: 3 }}>
        <CategoryTabs
          value={query.category}
          onChange={(category) => change({ category, subCategory: [], styles: [] })}
        />
      </Box>
      <FilterLayout
        panel={<FilterPanel control={control} context="marketplace" />}
        renderToolbar={(filtersButton) => (
          <ListToolbar
            title={
              list.data ? (
                t(listHeadingKey(query), { total: list.data.total, defaultValue: '' })
              ) : (
                <Skeleton width={240} />
              )
            }
          >
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
        <NftResults items={list.data?.results} loading={list.isFetching} view={view} columns={3} />
        <Box sx={{ mt: 4 }}>
          <ListPagination
            page={query.page}
            total={list.data?.total ?? 0}
            limit={list.data?.limit ?? query.limit}
            onChange={(page) => {
              change({ page });
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        </Box>
      </FilterLayout>
    </Box>
  );
}
