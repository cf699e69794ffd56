import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  canReviewStaking,
  formatApy,
  formatTokenCode,
  routes,
  STAKING,
  type StakeableNft,
  type StakingDuration,
  StakingMethod,
  stakingEarned,
} from '@vrmarket/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BackButton } from '../../components/list/BackButton.tsx';
import { EmptyState } from '../../components/list/EmptyState.tsx';
import { ListToolbar } from '../../components/list/ListToolbar.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { StepList, useChainFlow } from '../../features/chain/index.ts';
import { useProfile } from '../../features/session/useProfile.ts';
import { stakeableQuery, stakingAssetsQuery, stakingDurationsQuery } from '../../features/staking/api.ts';
import { durationLabel, termLabel } from '../../features/staking/display.ts';
import type { StakingStepId } from '../../features/staking/flows.ts';
import { Redirect } from '../../router/Redirect.tsx';

/** `/staking/new/:categoryId` (protected): the two-step new-staking form for an NFT of a category. */
export function NewStakingPage() {
  const { categoryId = '' } = useParams();
  const { profile, isLoading } = useProfile();
  const assets = useQuery(stakingAssetsQuery());
  if (isLoading || assets.isPending) return <PageContainer>{null}</PageContainer>;
  if (!profile) return <Redirect to={routes.home()} state={{ showLoginPopup: true }} />;
  const asset = assets.data?.find((a) => a.assetId === categoryId);
  // The selected asset must exist for the category id (R-STAKE-7).
  if (!asset || !profile.publicKey) return <Redirect to={routes.stakingSelectCategory()} />;
  return (
    <NewStaking wallet={profile.publicKey} categoryId={Number(categoryId)} assetType={asset.assetType} />
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 600, textAlign: 'right' }}>{value}</Typography>
    </Box>
  );
}

function NewStaking({
  wallet,
  categoryId,
  assetType,
}: {
  wallet: string;
  categoryId: number;
  assetType: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const durations = useQuery(stakingDurationsQuery());
  const [step, setStep] = useState<1 | 2>(1);
  const [picking, setPicking] = useState(false);
  const [nft, setNft] = useState<StakeableNft | null>(null);
  const [method, setMethod] = useState<StakingMethod | null>(null);
  const [duration, setDuration] = useState<StakingDuration | null>(null);
  const [agreed, setAgreed] = useState(false);
  const flow = useChainFlow<StakingStepId>({
    success: 'STAKING_SUCCESS',
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['staking'] });
      navigate(routes.staking());
    },
  });
  const lockedOptions = (durations.data ?? []).filter((d) => d.type === StakingMethod.LOCKED);
  const flexible = (durations.data ?? []).find((d) => d.code === STAKING.flexibleCode);
  const option = method === StakingMethod.FLEXIBLE ? flexible : duration;
  const canNext = canReviewStaking({ nftChosen: nft !== null, method, durationChosen: duration !== null });

  const submit = () => {
    if (!nft || !option) return;
    // The chain code loads on Stake, not with the page (like the trading dialogs).
    void flow.start(async (chain) =>
      (await import('../../features/staking/flows.ts')).stakeSteps(chain, {
        create: {
          nftId: nft.id,
          tokenId: nft.tokenId,
          contractAddress: nft.contractAddress,
          code: option.code,
          days: Math.round(option.duration / STAKING.dayMs),
        },
      }),
    );
  };

  const estimate =
    nft && option && method === StakingMethod.LOCKED
      ? `${stakingEarned({ value: nft.asset.value, apy: option.apy, method, durationMs: option.duration, now: 0 }).toFixed(4)} USDT`
      : '—';

  return (
    <PageContainer>
      <title>{`${t('STAKING')} · vrmarket`}</title>
      <ListToolbar
        title={`${t('STAKING')} · ${assetType}`}
        start={<BackButton to={routes.stakingSelectCategory()} label={t('BACK')} />}
      />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 3 }}>
        {step === 1 ? t('staking.step1') : t('staking.step2')}
      </Typography>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4, maxWidth: 880 }}>
        {step === 1 ? (
          <Stack spacing={3}>
            <Box>
              <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
                {t('staking.selectNfts')}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
                {nft && (
                  <Box
                    sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}
                    data-testid="staking-chosen-nft"
                  >
                    <Box
                      component="img"
                      src={nft.image ?? undefined}
                      alt=""
                      sx={{
                        width: 64,
                        height: 64,
                        borderRadius: 2,
                        objectFit: 'cover',
                        bgcolor: 'action.hover',
                      }}
                    />
                    <Box sx={{ minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 700 }} noWrap>
                        {nft.title}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {formatTokenCode(nft.tokenId)} · {nft.asset.value} USDT
                      </Typography>
                    </Box>
                  </Box>
                )}
                <Button variant={nft ? 'outlined' : 'contained'} onClick={() => setPicking(true)}>
                  {t('staking.selectNfts')}
                </Button>
              </Box>
            </Box>

            <Box>
              <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
                {t('staking.method')}
              </Typography>
              <ToggleButtonGroup
                exclusive
                color="primary"
                value={method}
                onChange={(_, value: StakingMethod | null) => {
                  if (!value) return;
                  setMethod(value);
                  // Choosing FLEXIBLE clears the chosen duration (R-STAKE-6).
                  if (value === StakingMethod.FLEXIBLE) setDuration(null);
                }}
                aria-label={t('staking.method')}
              >
                <ToggleButton value={StakingMethod.LOCKED}>{t('staking.locked')}</ToggleButton>
                <ToggleButton value={StakingMethod.FLEXIBLE} disabled={!flexible}>
                  {t('FLEXIBLE')}
                  {flexible ? ` · ${formatApy(flexible.apy)}` : ''}
                </ToggleButton>
              </ToggleButtonGroup>
            </Box>

            <Box>
              <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
                {t('staking.duration')}
              </Typography>
              <Box
                role="radiogroup"
                aria-label={t('staking.duration')}
                sx={{
                  display: 'grid',
                  gap: 1.5,
                  gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
                }}
              >
                {lockedOptions.map((d) => {
                  const chosen = duration?.id === d.id;
                  return (
                    <ButtonBase
                      key={d.id}
                      role="radio"
                      aria-checked={chosen}
                      data-testid="staking-duration"
                      onClick={() => {
                        // Choosing a duration card sets the method LOCKED (R-STAKE-6).
                        setDuration(d);
                        setMethod(StakingMethod.LOCKED);
                      }}
                      sx={(theme) => ({
                        flexDirection: 'column',
                        alignItems: 'flex-start',
                        p: 2,
                        borderRadius: 3,
                        border: 2,
                        borderColor: chosen ? 'primary.main' : 'divider',
                        bgcolor: chosen ? alpha(theme.palette.primary.main, 0.08) : 'background.paper',
                        textAlign: 'left',
                      })}
                    >
                      <Box sx={{ display: 'flex', width: '100%', justifyContent: 'space-between' }}>
                        <Typography sx={{ fontWeight: 700 }}>{durationLabel(t, d)}</Typography>
                        {chosen && <CheckCircleRounded color="primary" fontSize="small" />}
                      </Box>
                      <Typography variant="body2" color="text.secondary">
                        {t('staking.apy')} {formatApy(d.apy)}
                      </Typography>
                    </ButtonBase>
                  );
                })}
              </Box>
            </Box>

            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
              <Button variant="outlined" color="inherit" onClick={() => navigate(routes.staking())}>
                {t('staking.cancel')}
              </Button>
              <Button variant="contained" disabled={!canNext} onClick={() => setStep(2)}>
                {t('staking.next')}
              </Button>
            </Box>
          </Stack>
        ) : (
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              {t('PLEASE_CHECK_INFORMATION')}
            </Typography>
            <Box>
              <Row label={t('staking.name')} value={nft?.title ?? ''} />
              <Row label={t('staking.token')} value={formatTokenCode(nft?.tokenId ?? '')} />
              <Row label={t('staking.value')} value={`${nft?.asset.value ?? '0'} USDT`} />
              <Row
                label={t('staking.method')}
                value={method === StakingMethod.LOCKED ? t('staking.locked') : t('FLEXIBLE')}
              />
              <Row label={t('staking.duration')} value={option ? termLabel(t, option) : ''} />
              <Row label={t('staking.apy')} value={option ? formatApy(option.apy) : ''} />
              <Row label={t('staking.estimated')} value={estimate} />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {t('staking.terms')}
            </Typography>
            <FormControlLabel
              control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />}
              label={t('staking.agree')}
            />
            <StepList state={flow.state} label={(id) => t(`staking.steps.${id}`)} />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
              <Button color="inherit" onClick={() => setStep(1)} disabled={flow.busy}>
                {t('staking.back')}
              </Button>
              <Button
                variant="outlined"
                color="inherit"
                onClick={() => navigate(routes.staking())}
                disabled={flow.busy}
              >
                {t('staking.cancel')}
              </Button>
              <Button
                variant="contained"
                disabled={!agreed || flow.busy}
                onClick={submit}
                startIcon={flow.busy ? <CircularProgress size={16} color="inherit" /> : undefined}
              >
                {t('STAKING')}
              </Button>
            </Box>
          </Stack>
        )}
      </Paper>
      {picking && (
        <NftPicker
          wallet={wallet}
          categoryId={categoryId}
          chosen={nft?.id ?? null}
          onPick={(picked) => {
            setNft(picked);
            setPicking(false);
          }}
          onClose={() => setPicking(false)}
        />
      )}
    </PageContainer>
  );
}

/** 'SELECT NFTS': the wallet's NFTs of the category that may be staked. */
function NftPicker({
  wallet,
  categoryId,
  chosen,
  onPick,
  onClose,
}: {
  wallet: string;
  categoryId: number;
  chosen: string | null;
  onPick: (nft: StakeableNft) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const list = useQuery(stakeableQuery(wallet, categoryId));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('staking.selectNfts')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('staking.selectNftsHelp')}
        </Typography>
        {list.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress />
          </Box>
        ) : list.data?.results.length === 0 ? (
          <EmptyState title={t('staking.noStakeable')} />
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' },
            }}
          >
            {list.data?.results.map((item) => (
              <ButtonBase
                key={item.id}
                onClick={() => onPick(item)}
                data-testid="stakeable-nft"
                aria-pressed={chosen === item.id}
                sx={{
                  flexDirection: 'column',
                  alignItems: 'stretch',
                  borderRadius: 3,
                  overflow: 'hidden',
                  border: 2,
                  borderColor: chosen === item.id ? 'primary.main' : 'divider',
                  textAlign: 'left',
                }}
              >
                <Box
                  component="img"
                  src={item.image ?? undefined}
                  alt=""
                  loading="lazy"
                  sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', bgcolor: 'action.hover' }}
                />
                <Box sx={{ p: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap>
                    {item.title}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {formatTokenCode(item.tokenId)}
                  </Typography>
                </Box>
              </ButtonBase>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose}>
          {t('staking.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
