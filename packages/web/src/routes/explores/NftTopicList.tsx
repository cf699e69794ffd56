import Box from '@mui/material/Box';
import { type Nft, PAGE_SIZE, routes } from '@vrmarket/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BackButton } from '../../components/list/BackButton.tsx';
import { ListPagination } from '../../components/list/ListPagination.tsx';
import { ListToolbar } from '../../components/list/ListToolbar.tsx';
import { useViewMode } from '../../components/list/useViewMode.ts';
import { ViewToggle } from '../../components/list/ViewToggle.tsx';
import { useAuctions } from '../../features/auctions/api.ts';
import { CategoryTabs } from '../../features/categories/CategoryTabs.tsx';
import { CurrencySelect } from '../../features/filters/CurrencySelect.tsx';
import { SortSelect } from '../../features/filters/SortSelect.tsx';
import { type ListQueryControl, useListQuery } from '../../features/filters/useListQuery.ts';
import { usePageReset } from '../../features/filters/usePageReset.ts';
import { toNftListParams, toTrendingParams } from '../../features/nfts/listParams.ts';
import { NftResults } from '../../features/nfts/NftResults.tsx';
import { useNftList } from '../../features/nfts/useNftList.ts';
import { useTrendingList } from '../../features/nfts/useTrendingList.ts';

interface PageData {
  items: Nft[] | undefined;
  total: number | undefined;
  limit: number;
  fetching: boolean;
  settled: boolean;
}

/** The view-more list of the 'Recent Listed' topic: 12 a page. */
export function RecentListedTopic() {
  const control = useListQuery({ limit: PAGE_SIZE.recentListedViewMore });
  const list = useNftList({ ...toNftListParams(control.query), recent: true });
  return (
    <TopicList
      titleKey="RECENT_LISTED"
      control={control}
      data={{
        items: list.data?.results,
        total: list.data?.total,
        limit: list.data?.limit ?? control.query.limit,
        fetching: list.isFetching,
        settled: !list.isPlaceholderData,
      }}
    />
  );
}

/** The 'Trending NFTs' topic: the same list, from entries of `{ nftId, nftInfo }`. */
export function TrendingTopic() {
  const control = useListQuery({ limit: PAGE_SIZE.recentListedViewMore });
  const list = useTrendingList(toTrendingParams(control.query));
  return (
    <TopicList
      titleKey="TRENDING_NFTS"
      control={control}
      data={{
        items: list.data?.results.map((entry) => entry.nftInfo),
        total: list.data?.total,
        limit: list.data?.limit ?? control.query.limit,
        fetching: list.isFetching,
        settled: !list.isPlaceholderData,
      }}
    />
  );
}

/**
 * The 'Ending soon' topic (issue 41): the NFTs of the open auctions ending within a day, soonest
 * first (so no sort); their cards show the current bid and the time left.
 */
export function EndingSoonTopic() {
  const { t } = useTranslation();
  const control = useListQuery({ limit: PAGE_SIZE.recentListedViewMore });
  const { page, limit, categoryIds, currency } = toNftListParams(control.query);
  const list = useAuctions({ page, limit, categoryIds, currency, endingSoon: true });
  return (
    <TopicList
      titleKey="auction.endingSoon"
      control={control}
      sortable={false}
      emptyText={t('auction.noEndingSoon')}
      data={{
        items: list.data?.results.flatMap((auction) => (auction.nft ? [auction.nft] : [])),
        total: list.data?.total,
        limit: list.data?.limit ?? control.query.limit,
        fetching: list.isFetching,
        settled: !list.isPlaceholderData,
      }}
    />
  );
}

/** View-more mode: Back to home, category tabs, the 'All' currency select, sort (unless `sortable` is false), cards, pages. */
function TopicList({
  titleKey,
  control,
  data,
  sortable = true,
  emptyText,
}: {
  titleKey: 'RECENT_LISTED' | 'TRENDING_NFTS' | 'auction.endingSoon';
  control: ListQueryControl;
  data: PageData;
  /** Whether the list takes the price sort (a topic in its own order does not). */
  sortable?: boolean;
  /** The empty state's text, when the spec's 'no matches' does not fit the topic. */
  emptyText?: string;
}) {
  const { t } = useTranslation();
  const { query, change } = control;
  const [view, setView] = useViewMode();
  const resetPage = useCallback(() => change({ page: 1 }), [change]);
  usePageReset(
    query.page,
    data.settled && data.total !== undefined ? { total: data.total, limit: data.limit } : undefined,
    resetPage,
  );

  return (
    <Box>
      <ListToolbar title={t(titleKey)} start={<BackButton to={routes.home()} label={t('app.backHome')} />}>
        <CurrencySelect
          variant="viewMore"
          value={query.currency}
          onChange={(currency) => change({ currency, page: 1 })}
        />
        {sortable && (
          <SortSelect
            value={query.filterPrice}
            onChange={(filterPrice) => change({ filterPrice, page: 1 })}
          />
        )}
        <ViewToggle value={view} onChange={setView} />
      </ListToolbar>
      <Box sx={{ mb: 3 }}>
        <CategoryTabs value={query.category} onChange={(category) => change({ category, subCategory: [] })} />
      </Box>
      <NftResults
        items={data.items}
        loading={data.fetching}
        view={view}
        skeletons={PAGE_SIZE.recentListedViewMore}
        emptyText={emptyText}
      />
      <Box sx={{ mt: 4 }}>
        <ListPagination
          page={query.page}
          total={data.total ?? 0}
          limit={data.limit}
          onChange={(page) => {
            change({ page });
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      </Box>
    </Box>
  );
}
