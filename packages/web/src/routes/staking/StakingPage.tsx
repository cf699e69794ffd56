import AddRounded from '@mui/icons-material/AddRounded';
import LockClockOutlined from '@mui/icons-material/LockClockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE, routes, type StakingRecord } from '@vrmarket/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../components/list/EmptyState.tsx';
import { ListPagination } from '../../components/list/ListPagination.tsx';
import { ListToolbar } from '../../components/list/ListToolbar.tsx';
import { SectionHeader } from '../../components/list/SectionHeader.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { useChainFlow } from '../../features/chain/index.ts';
import { useNetwork } from '../../features/config/useNetwork.ts';
import { useProfile } from '../../features/session/useProfile.ts';
import {
  stakingAssetsQuery,
  stakingDurationsQuery,
  stakingHistoryQuery,
  stakingListQuery,
  stakingQueries,
  stakingRewardsQuery,
} from '../../features/staking/api.ts';
import { durationLabel } from '../../features/staking/display.ts';
import type { StakingStepId } from '../../features/staking/flows.ts';
import { StakingActionDialog } from '../../features/staking/StakingActionDialog.tsx';
import { StakingCard } from '../../features/staking/StakingCard.tsx';
import { ClaimHistoryTable, StakingHistoryTable } from '../../features/staking/tables.tsx';
import { useRequireWallet } from '../../features/wallet/requireWallet.ts';
import { Redirect } from '../../router/Redirect.tsx';

const HISTORY_PAGE = 10;
type Action = { record: StakingRecord; kind: 'claim' | 'cancel' | 'transfer' };

/** `/staking` (protected): 'STAKING NFTS' — the active stakes, the staking and claim histories. */
export function StakingPage() {
  const { profile, isLoading } = useProfile();
  if (isLoading) return <PageContainer>{null}</PageContainer>;
  if (!profile) return <Redirect to={routes.home()} state={{ showLoginPopup: true }} />;
  return <Staking wallet={profile.publicKey ?? null} />;
}

function Staking({ wallet }: { wallet: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const requireWallet = useRequireWallet();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [historyPage, setHistoryPage] = useState(1);
  const [claimPage, setClaimPage] = useState(1);
  const [assetId, setAssetId] = useState('');
  const [code, setCode] = useState('');
  const [action, setAction] = useState<Action | null>(null);
  const owner = wallet ?? '';
  const network = useNetwork();
  const assets = useQuery(stakingAssetsQuery());
  const durations = useQuery(stakingDurationsQuery());
  const active = useQuery({
    ...stakingListQuery(owner, {
      page,
      limit: PAGE_SIZE.stakingCards,
      status: 'CONFIRMED',
      ...(assetId ? { assetId } : {}),
      ...(code ? { code } : {}),
    }),
    enabled: wallet !== null,
    placeholderData: keepPreviousData,
  });
  const history = useQuery({ ...stakingHistoryQuery(owner, historyPage), enabled: wallet !== null });
  const rewards = useQuery({ ...stakingRewardsQuery(owner, claimPage), enabled: wallet !== null });
  const refresh = () => queryClient.invalidateQueries(stakingQueries());

  const ask = (record: StakingRecord, kind: Action['kind']) => {
    if (requireWallet()) setAction({ record, kind });
  };

  // The chain's clock, moved on by the time since the answer came.
  const now = (active.data?.now ?? Date.now()) + (Date.now() - active.dataUpdatedAt);

  return (
    <PageContainer>
      <title>{`${t('STAKING_NFTS')} · vrmarket`}</title>
      <ListToolbar title={t('STAKING_NFTS')}>
        <Button
          variant="contained"
          startIcon={<AddRounded />}
          onClick={() => {
            if (requireWallet()) navigate(routes.stakingSelectCategory());
          }}
        >
          {t('STAKING_NOW')}
        </Button>
      </ListToolbar>
      <Typography color="text.secondary" sx={{ mt: -1, mb: 4 }}>
        {t('staking.intro')}
      </Typography>

      <Box component="section" aria-labelledby="my-staking" sx={{ mb: 6 }}>
        <SectionHeader
          id="my-staking"
          title={t('MY_STAKING_NFTS')}
          actions={
            <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
              <TextField
                select
                size="small"
                label={t('staking.filterAssets')}
                value={assetId}
                onChange={(event) => {
                  setAssetId(event.target.value);
                  setPage(1);
                }}
                sx={{ minWidth: 170 }}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">{t('ALL_ASSETS')}</MenuItem>
                {(assets.data ?? []).map((asset) => (
                  <MenuItem key={asset.id} value={asset.assetId}>
                    {asset.assetType}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                label={t('staking.filterDuration')}
                value={code}
                onChange={(event) => {
                  setCode(event.target.value);
                  setPage(1);
                }}
                sx={{ minWidth: 170 }}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">{t('ALL_DURATION')}</MenuItem>
                {(durations.data ?? []).map((option) => (
                  <MenuItem key={option.id} value={option.code}>
                    {durationLabel(t, option)}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
          }
        />
        {!wallet || active.data?.results.length === 0 ? (
          <EmptyState title={t('EMPTY_NO_DATA')} icon={<LockClockOutlined />} />
        ) : (
          <Box
            role="list"
            aria-label={t('staking.myStakingsLabel')}
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
            }}
          >
            {active.data
              ? active.data.results.map((record) => (
                  <Box role="listitem" key={record._id}>
                    <StakingCard
                      record={record}
                      now={now}
                      onClaim={() => ask(record, 'claim')}
                      onCancel={() => ask(record, 'cancel')}
                    />
                  </Box>
                ))
              : Array.from({ length: PAGE_SIZE.stakingCards }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <Skeleton key={i} variant="rounded" sx={{ height: 420, borderRadius: 4 }} />
                ))}
          </Box>
        )}
        <Box sx={{ mt: 2 }}>
          <ListPagination
            page={page}
            total={active.data?.total ?? 0}
            limit={PAGE_SIZE.stakingCards}
            onChange={setPage}
          />
        </Box>
      </Box>

      <Box component="section" aria-labelledby="staking-history" sx={{ mb: 6 }}>
        <SectionHeader id="staking-history" title={t('STAKING_HISTORY')} />
        {history.data?.results.length === 0 || !wallet ? (
          <EmptyState title={t('EMPTY_NO_STAKING_HISTORY')} icon={<LockClockOutlined />} />
        ) : (
          <StakingHistoryTable
            items={history.data?.results}
            explorer={network.data?.blockExplorerUrl}
            onTransfer={(record) => ask(record, 'transfer')}
          />
        )}
        <Box sx={{ mt: 2 }}>
          <ListPagination
            page={historyPage}
            total={history.data?.total ?? 0}
            limit={HISTORY_PAGE}
            onChange={setHistoryPage}
          />
        </Box>
      </Box>

      <Box component="section" aria-labelledby="claim-history">
        <SectionHeader id="claim-history" title={t('CLAIM_HISTORY')} />
        {rewards.data?.results.length === 0 || !wallet ? (
          <EmptyState title={t('EMPTY_NO_CLAIM_HISTORY')} icon={<LockClockOutlined />} />
        ) : (
          <ClaimHistoryTable items={rewards.data?.results} explorer={network.data?.blockExplorerUrl} />
        )}
        <Box sx={{ mt: 2 }}>
          <ListPagination
            page={claimPage}
            total={rewards.data?.total ?? 0}
            limit={HISTORY_PAGE}
            onChange={setClaimPage}
          />
        </Box>
      </Box>

      {action && (
        <StakingAction
          key={`${action.kind}-${action.record._id}`}
          action={action}
          onDone={() => void refresh()}
          onClose={() => setAction(null)}
        />
      )}
    </PageContainer>
  );
}

/** The confirmation of one claim, cancel or transfer, with its own chain flow. */
function StakingAction({
  action,
  onDone,
  onClose,
}: {
  action: Action;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { record, kind } = action;
  const flow = useChainFlow<StakingStepId>({
    success:
      kind === 'transfer'
        ? 'STAKING_SUCCESS'
        : kind === 'cancel'
          ? 'CANCEL_STAKING_SUCCESS'
          : 'CLAIM_STAKING_SUCCESS',
    onSuccess: () => {
      onDone();
      onClose();
    },
  });
  const run = () =>
    void flow
      .start(async (chain) => {
        // The chain code loads on confirm, not with the page.
        const { settleSteps, stakeSteps } = await import('../../features/staking/flows.ts');
        return kind === 'transfer' ? stakeSteps(chain, { record }) : settleSteps(chain, record, kind);
      })
      .then((ok) => {
        if (!ok) onDone();
      });
  return (
    <StakingActionDialog
      open
      title={
        kind === 'transfer'
          ? t('TRANSFER')
          : kind === 'cancel'
            ? t('staking.cancelTitle')
            : t('staking.claimTitle')
      }
      message={
        kind === 'transfer'
          ? t('staking.steps.stake')
          : kind === 'cancel'
            ? t('staking.cancelMessage')
            : record.type === 'LOCKED'
              ? t('staking.claimLockedMessage')
              : t('staking.claimFlexibleMessage')
      }
      flow={flow.state}
      busy={flow.busy}
      confirmLabel={
        kind === 'transfer' ? t('TRANSFER') : kind === 'cancel' ? t('staking.cancel') : t('staking.claim')
      }
      onConfirm={run}
      onClose={onClose}
    />
  );
}
