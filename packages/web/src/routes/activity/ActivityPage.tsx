import RefreshRounded from '@mui/icons-material/RefreshRounded';
import TimelineRounded from '@mui/icons-material/TimelineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PAGE_SIZE, routes } from '@vrmarket/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/list/EmptyState.tsx';
import { ListPagination } from '../../components/list/ListPagination.tsx';
import { ListToolbar } from '../../components/list/ListToolbar.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { useActivity } from '../../features/activity/useActivity.ts';
import { useAppConfig } from '../../features/config/useAppConfig.ts';
import { useNetwork } from '../../features/config/useNetwork.ts';
import { useProfile } from '../../features/session/useProfile.ts';
import { openWalletDialog } from '../../features/wallet/walletStore.ts';
import { Redirect } from '../../router/Redirect.tsx';
import { ActivityTable } from './ActivityTable.tsx';

/** `/activity` (protected): the linked wallet's mints, listings, sales, purchases, cancels and transfers. */
export function ActivityPage() {
  const { profile, isLoading } = useProfile();
  if (isLoading) return <PageContainer>{null}</PageContainer>;
  if (!profile) return <Redirect to={routes.home()} state={{ showLoginPopup: true }} />;
  if (!profile.publicKey) return <NoWallet />;
  return <Activity wallet={profile.publicKey} />;
}

function NoWallet() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <ListToolbar title={t('buy.activity.title')} />
      <EmptyState
        title={t('NO_WALLETS_LINKED')}
        icon={<TimelineRounded />}
        action={
          <Button variant="contained" onClick={() => openWalletDialog({ name: 'connect' })}>
            {t('CONNECT_WALLET')}
          </Button>
        }
      />
    </PageContainer>
  );
}

function Activity({ wallet }: { wallet: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const activity = useActivity(wallet, page);
  const contracts = useAppConfig().data?.contracts;
  const network = useNetwork();
  const total = activity.data?.total;
  const setPage = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  // A page beyond the last (after the list shrank) goes back to the first.
  useEffect(() => {
    if (total !== undefined && page > 1 && (page - 1) * PAGE_SIZE.activity >= total)
      setParams({}, { replace: true });
  }, [total, page, setParams]);

  return (
    <PageContainer>
      <title>{`${t('buy.activity.title')} · vrmarket`}</title>
      <ListToolbar title={t('buy.activity.title')}>
        <Button
          variant="outlined"
          startIcon={<RefreshRounded />}
          onClick={() => activity.refetch()}
          disabled={activity.isFetching}
        >
          {t('REFRESH')}
        </Button>
      </ListToolbar>
      {activity.data?.results.length === 0 ? (
        <EmptyState title={t('EMPTY_NO_DATA')} icon={<TimelineRounded />} />
      ) : (
        <ActivityTable
          items={activity.data?.results}
          loading={activity.isFetching}
          wallet={wallet}
          contracts={contracts}
          explorer={network.data?.blockExplorerUrl}
        />
      )}
      <Box sx={{ mt: 3 }}>
        <ListPagination
          page={page}
          total={total ?? 0}
          limit={activity.data?.limit ?? PAGE_SIZE.activity}
          onChange={(next) => {
            setPage(next);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      </Box>
    </PageContainer>
  );
}
