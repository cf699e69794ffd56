import CheckRounded from '@mui/icons-material/CheckRounded';
import RedeemOutlined from '@mui/icons-material/RedeemOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ClaimHistoryItem, formatPrice, PAGE_SIZE, routes, shortenForDetail } from '@vrmarket/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '../../app/toast.ts';
import { ErrorFallback } from '../../components/ErrorFallback.tsx';
import { BackButton } from '../../components/list/BackButton.tsx';
import { EmptyState } from '../../components/list/EmptyState.tsx';
import { ListPagination } from '../../components/list/ListPagination.tsx';
import { ListToolbar } from '../../components/list/ListToolbar.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { failureText } from '../../features/chain/errors.ts';
import {
  approveClaimRequest,
  type ClaimRequestsFilter,
  claimQueries,
  claimRequestsQuery,
} from '../../features/claims/api.ts';
import { ClaimTable, StatusChip } from '../../features/claims/ReferralBonusTab.tsx';
import { useProfile } from '../../features/session/useProfile.ts';

const FILTERS: { value: ClaimRequestsFilter; label: 'filterPending' | 'filterApproved' | 'filterAll' }[] = [
  { value: 'PENDING', label: 'filterPending' },
  { value: 'APPROVED', label: 'filterApproved' },
  { value: 'ALL', label: 'filterAll' },
];

/** `/claim-requests` (admin-market users): referral claim requests; approving credits the Payout contract. */
export function ClaimRequestsPage() {
  const { t, i18n } = useTranslation();
  const { profile, isLoading } = useProfile();
  const isAdmin = profile?.is_admin_market === true;
  const [params, setParams] = useSearchParams();
  const status = (FILTERS.find((f) => f.value === params.get('status'))?.value ??
    'PENDING') as ClaimRequestsFilter;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useQuery({ ...claimRequestsQuery(status, page), enabled: isAdmin });
  const queryClient = useQueryClient();
  const [approving, setApproving] = useState<string | null>(null);
  const approve = useMutation({
    mutationFn: approveClaimRequest,
    onMutate: (id) => setApproving(id),
    onSuccess: (item) => toast(t('claims.approved', { user: item.username }), 'success'),
    onError: (error) => toast(failureText(error) ?? t('PROCESS_FAILED'), 'error'),
    onSettled: () => {
      setApproving(null);
      void queryClient.invalidateQueries(claimQueries());
    },
  });
  const go = (next: { status?: ClaimRequestsFilter; page?: number }) => {
    const query: Record<string, string> = {};
    const nextStatus = next.status ?? status;
    if (nextStatus !== 'PENDING') query.status = nextStatus;
    if ((next.page ?? 1) > 1) query.page = String(next.page);
    setParams(query);
  };

  const cellsOf = (item: ClaimHistoryItem) => [
    item.username,
    <strong key="payment">{formatPrice(item.payment, item.currency)}</strong>,
    <StatusChip
      key="status"
      done={item.approved}
      label={t(item.approved ? 'CLAIM_APPROVED' : 'CLAIM_PENDING')}
    />,
    item.approved ? (
      <span key="tx" title={item.txId ?? ''}>
        {shortenForDetail(item.txId)}
      </span>
    ) : (
      <Button
        key="approve"
        size="small"
        variant="contained"
        color="success"
        startIcon={<CheckRounded />}
        loading={approving === item.id || item.status === 'APPROVING'}
        disabled={approve.isPending}
        onClick={() => approve.mutate(item.id)}
        aria-label={`${t('claims.approve')} ${item.username}`}
      >
        {t('claims.approve')}
      </Button>
    ),
    item.subCategoryName ?? '—',
    item.amount,
    formatPrice(item.total, item.currency),
    `${item.percent}%`,
    <span key="wallet" title={item.wallet}>
      {shortenForDetail(item.wallet)}
    </span>,
    new Date(item.createdAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
  ];

  return (
    <PageContainer>
      <title>{`${t('claims.requestsTitle')} · vrmarket`}</title>
      <ListToolbar
        title={t('claims.requestsTitle')}
        start={<BackButton to={routes.home()} label={t('BACK')} />}
      >
        {list.data && (
          <Typography color="text.secondary">
            {t('claims.requestsCount', { count: list.data.total })}
          </Typography>
        )}
      </ListToolbar>
      {!isLoading && !isAdmin ? (
        <EmptyState title={t('claims.requestsAdminOnly')} icon={<RedeemOutlined />} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={status}
            onChange={(_event, value: ClaimRequestsFilter | null) => value && go({ status: value })}
            aria-label={t('COL_STATUS')}
            sx={{ justifySelf: 'start' }}
          >
            {FILTERS.map((filter) => (
              <ToggleButton key={filter.value} value={filter.value}>
                {t(`claims.${filter.label}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {list.isError ? (
            <ErrorFallback onRetry={() => void list.refetch()} />
          ) : list.data?.total === 0 ? (
            <EmptyState title={t('claims.requestsEmpty')} icon={<RedeemOutlined />} />
          ) : (
            <ClaimTable
              label={t('claims.requestsTable')}
              testId="claim-request-row"
              minWidth={1040}
              columns={[
                t('claims.colUser'),
                t('claims.colPayment'),
                t('COL_STATUS'),
                t('claims.colActions'),
                t('claims.colSubCategory'),
                t('claims.colAmount'),
                t('claims.colTotal'),
                t('claims.colPercent'),
                t('claims.colWallet'),
                t('COL_CREATED_AT'),
              ]}
              rows={list.data?.results.map((item) => ({ key: item.id, cells: cellsOf(item) }))}
            />
          )}
          <ListPagination
            page={page}
            total={list.data?.total ?? 0}
            limit={PAGE_SIZE.claimHistory}
            onChange={(next) => go({ page: next })}
          />
        </Box>
      )}
    </PageContainer>
  );
}
