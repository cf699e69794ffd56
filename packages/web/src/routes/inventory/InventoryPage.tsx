import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { routes } from '@vrmarket/domain';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ListPagination } from '../../components/list/ListPagination.tsx';
import { ListToolbar } from '../../components/list/ListToolbar.tsx';
import { useViewMode } from '../../components/list/useViewMode.ts';
import { ViewToggle } from '../../components/list/ViewToggle.tsx';
import { CreateNftButton } from '../../components/nft/CreateNftButton.tsx';
import { NftResults } from '../../components/nft/NftResults.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { CategoryTabs } from '../../features/categories/CategoryTabs.tsx';
import { CurrencySelect } from '../../features/filters/CurrencySelect.tsx';
import { FilterLayout } from '../../features/filters/FilterLayout.tsx';
import { FilterPanel } from '../../features/filters/FilterPanel.tsx';
import { SortSelect } from '../../features/filters/SortSelect.tsx';
import { useListQuery } from '../../features/filters/useListQuery.ts';
import { usePageReset } from '../../features/filters/usePageReset.ts';
import { toNftListParams } from '../../features/nfts/listParams.ts';
import { useNftList } from '../../features/nfts/useNftList.ts';
import { useProfile } from '../../features/session/useProfile.ts';
import { openWalletDialog } from '../../features/wallet/walletStore.ts';

/**
 * `/inventory` (My NFTs): the linked wallet's NFTs — listed ones too (the marketplace holds them,
 * the seller owns them), hidden and unminted ones included — with the marketplace list's filters
 * (plus the owner's Unverified and Not minted states), sort, currency, grid or list, count, pages.
 */
export function InventoryPage() {
  const { profile, isLoading } = useProfile();
  if (isLoading) return <PageContainer>{null}</PageContainer>;
  // Spec: inventory without a profile returns to the marketplace with a popup.
  if (!profile) return <Navigate to={routes.dashboard()} replace state={{ showLoginPopup: true }} />;
  if (!profile.publicKey) return <NoWallet />;
  return <Inventory owner={profile.publicKey} />;
}

/** No linked wallet, no inventory: to the marketplace, with the wallet prompt open. */
function NoWallet() {
  useEffect(() => openWalletDialog({ name: 'connect' }), []);
  return <Navigate to={routes.dashboard()} replace />;
}

function Inventory({ owner }: { owner: string }) {
  const { t } = useTranslation();
  const control = useListQuery();
  const { query, change } = control;
  const [view, setView] = useViewMode();
  const list = useNftList(toNftListParams({ ...query, ownerAddress: owner }));
  const resetPage = useCallback(() => change({ page: 1 }), [change]);
  usePageReset(query.page, list.isPlaceholderData ? undefined : list.data, resetPage);

  return (
    <PageContainer>
      <title>{`${t('buy.inventory.title')} · vrmarket`}</title>
      <Box sx={{ mb: 3 }}>
        <CategoryTabs
          value={query.category}
          onChange={(category) => change({ category, subCategory: [], styles: [] })}
        />
      </Box>
      <FilterLayout
        panel={<FilterPanel control={control} context="inventory" />}
        renderToolbar={(filtersButton) => (
          <ListToolbar
            title={
              <>
                {t('buy.inventory.title')}
                <Box
                  component="span"
                  data-testid="inventory-count"
                  sx={{ ml: 1.5, color: 'text.secondary', fontWeight: 600, fontSize: '0.95rem' }}
                >
                  {list.data ? (
                    t('buy.inventory.count', { count: list.data.total })
                  ) : (
                    <Skeleton width={80} sx={{ display: 'inline-block' }} />
                  )}
                </Box>
              </>
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
        <NftResults
          items={list.data?.results}
          loading={list.isFetching}
          view={view}
          columns={3}
          emptyText={t('EMPTY_NO_ITEM')}
        />
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
    </PageContainer>
  );
}
