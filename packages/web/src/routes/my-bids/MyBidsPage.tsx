import GavelRounded from '@mui/icons-material/GavelRounded';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { MyBidState, PAGE_SIZE } from '@vrmarket/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/list/EmptyState.tsx';
import { ListPagination } from '../../components/list/ListPagination.tsx';
import { ListToolbar } from '../../components/list/ListToolbar.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { useMyBids } from '../../features/auctions/api.ts';
import { MyBidsTable } from '../../features/auctions/MyBidsTable.tsx';

type Filter = MyBidState | 'ALL';
const FILTERS: readonly Filter[] = ['ALL', ...Object.values(MyBidState)];

const filterOf = (value: string | null): Filter =>
  value && (Object.values(MyBidState) as string[]).includes(value) ? (value as MyBidState) : 'ALL';

/**
 * `/my-bids` (protected, from the account menu): the auctions the user's wallet bid on, filtered by
 * how the bid stands (all, winning, outbid, won, lost; `?state=`), 30 a page (`?page=`).
 */
export function MyBidsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params.get('state'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const state = filter === 'ALL' ? undefined : filter;
  const bids = useMyBids({ page, limit: PAGE_SIZE.other, state });
  const total = bids.data?.total;
  const write = (next: { state?: MyBidState; page?: number }) =>
    setParams({
      ...(next.state && { state: next.state }),
      ...(next.page && next.page > 1 && { page: String(next.page) }),
    });

  // A page beyond the last (after the list shrank) goes back to the first.
  useEffect(() => {
    if (total !== undefined && page > 1 && (page - 1) * PAGE_SIZE.other >= total)
      setParams(state ? { state } : {}, { replace: true });
  }, [total, page, state, setParams]);

  return (
    <PageContainer>
      <ListToolbar title={t('auction.myBids')} />
      <Tabs
        value={filter}
        onChange={(_event, value: Filter) => write({ state: value === 'ALL' ? undefined : value })}
        aria-label={t('auction.status')}
        variant="scrollable"
        scrollButtons={false}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {FILTERS.map((value) => (
          <Tab key={value} value={value} label={t(`auction.state.${value}`)} />
        ))}
      </Tabs>
      {bids.data?.results.length === 0 ? (
        <EmptyState title={t('auction.noMyBids')} icon={<GavelRounded />} />
      ) : bids.isError && !bids.data ? (
        <EmptyState title={t('SOMETHING_WRONG_TRY_LATER')} />
      ) : (
        <MyBidsTable items={bids.data?.results} loading={bids.isFetching} />
      )}
      <Box sx={{ mt: 4 }}>
        <ListPagination
          page={page}
          total={total ?? 0}
          limit={bids.data?.limit ?? PAGE_SIZE.other}
          onChange={(next) => write({ state, page: next })}
        />
      </Box>
    </PageContainer>
  );
}
