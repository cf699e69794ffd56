import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ExploreTopic, PAGE_SIZE, routes } from '@vrmarket/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackButton } from '../../components/list/BackButton.tsx';
import { EmptyState } from '../../components/list/EmptyState.tsx';
import { ListPagination } from '../../components/list/ListPagination.tsx';
import { ListToolbar } from '../../components/list/ListToolbar.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { CategoryTabs } from '../../features/categories/CategoryTabs.tsx';
import { useFavourites } from '../../features/favourites/useFavourites.ts';
import { CurrencySelect } from '../../features/filters/CurrencySelect.tsx';
import { SortSelect } from '../../features/filters/SortSelect.tsx';
import { useListQuery } from '../../features/filters/useListQuery.ts';
import { usePageReset } from '../../features/filters/usePageReset.ts';
import { CreateNftButton } from '../../features/nfts/CreateNftButton.tsx';
import { NftResults } from '../../features/nfts/NftResults.tsx';

/**
 * `/favorite-list`: the NFTs the user liked, 30 a page, each card with its heart. The spec gives it
 * the Trending listing's currency filter (All / USDT / BIVE / AETH) and price sort.
 */
export function FavoriteListPage() {
  const { t } = useTranslation();
  const { query, change } = useListQuery({ limit: PAGE_SIZE.favourites });
  const category = Number(query.category);
  const list = useFavourites({
    page: query.page,
    limit: query.limit,
    search: query.search,
    currency: query.currency,
    sorting: query.filterPrice,
    category: Number.isInteger(category) && category > 0 ? [category] : undefined,
  });
  const resetPage = useCallback(() => change({ page: 1 }), [change]);
  usePageReset(query.page, list.isPlaceholderData ? undefined : list.data, resetPage);
  const items = list.data?.data.map((entry) => entry.nft);

  return (
    <PageContainer>
      <ListToolbar title={t('FAVORITE_LIST')} start={<BackButton to={routes.home()} label={t('BACK')} />}>
        <CurrencySelect
          variant="viewMore"
          value={query.currency}
          onChange={(currency) => change({ currency, page: 1 })}
        />
        <SortSelect value={query.filterPrice} onChange={(filterPrice) => change({ filterPrice, page: 1 })} />
        <Button
          component={Link}
          to={routes.explores({ topic: ExploreTopic.recentListed })}
          endIcon={<ArrowForwardRounded />}
        >
          {t('VIEW_MORE')}
        </Button>
        <CreateNftButton label={t('CREATE_NEW_NFT')} />
      </ListToolbar>
      <Box sx={{ mb: 3 }}>
        <CategoryTabs value={query.category} onChange={(next) => change({ category: next })} />
      </Box>
      {items?.length === 0 ? (
        <EmptyState title={t('EMPTY_COMING')} icon={<FavoriteBorderRounded />} />
      ) : (
        <NftResults items={items} loading={list.isFetching} skeletons={PAGE_SIZE.other} />
      )}
      <Box sx={{ mt: 4 }}>
        <ListPagination
          page={query.page}
          total={list.data?.total ?? 0}
          limit={list.data?.limit ?? query.limit}
          onChange={(page) => change({ page })}
        />
      </Box>
    </PageContainer>
  );
}
