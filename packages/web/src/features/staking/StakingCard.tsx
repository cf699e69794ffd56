import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  canClaimStake,
  formatApy,
  formatTokenCode,
  StakingMethod,
  type StakingRecord,
} from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { earnedOf, estimateOf, formatDate, termLabel } from './display.ts';
import { flexibleClaimFrom } from './flows.ts';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'right' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * One active stake of 'MY STAKING NFTS': the NFT, its terms, what it has earned so far (and a locked
 * one's estimate for its term, labelled as such), Claim / Cancel.
 */
export function StakingCard({
  record,
  now,
  onClaim,
  onCancel,
}: {
  record: StakingRecord;
  /** The chain's clock (ms). */
  now: number;
  onClaim: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const nft = record.nft[0];
  const locked = record.type === StakingMethod.LOCKED;
  const canClaim = canClaimStake({
    method: record.type,
    status: record.status,
    startDate: record.startDate,
    endDate: record.endDate,
    claimedAt: record.claimedAt,
    now,
  });
  const waitUntil = locked ? record.endDate : flexibleClaimFrom(record);
  const estimate = estimateOf(record);
  return (
    <Box
      component="article"
      data-testid="staking-card"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 4,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box
        component="img"
        src={nft?.metadata.image ?? undefined}
        alt=""
        loading="lazy"
        sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', bgcolor: 'action.hover' }}
      />
      <Stack spacing={1} sx={{ p: 2, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography
            component="h3"
            sx={{ fontWeight: 700, minWidth: 0 }}
            noWrap
            title={nft?.components.customTitle}
          >
            {nft?.components.customTitle}
          </Typography>
          <Chip
            size="small"
            color={locked ? 'primary' : 'secondary'}
            label={locked ? t('staking.locked') : t('FLEXIBLE')}
          />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'ui-monospace, monospace' }}>
          {formatTokenCode(record.tokenId)}
        </Typography>
        <Line label={t('staking.duration')} value={termLabel(t, record)} />
        <Line label={t('staking.apy')} value={formatApy(record.apy)} />
        <Line label={t('staking.value')} value={`${record.assets[0]?.value ?? '0'} USDT`} />
        <Line label={t('staking.startDate')} value={formatDate(record.startDate, i18n.language)} />
        {locked && <Line label={t('staking.endDate')} value={formatDate(record.endDate, i18n.language)} />}
        <Line label={t('staking.earned')} value={earnedOf(record, now)} />
        {estimate && <Line label={t('staking.estimatedAtEnd')} value={estimate} />}
        {!canClaim && waitUntil !== null && (
          <Typography variant="caption" color="text.secondary">
            {locked
              ? t('staking.lockedUntil', { date: formatDate(waitUntil, i18n.language) })
              : t('staking.claimFrom', { date: formatDate(waitUntil, i18n.language) })}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        <Stack direction="row" spacing={1}>
          <Button variant="contained" fullWidth disabled={!canClaim} onClick={onClaim}>
            {t('staking.claim')}
          </Button>
          {!locked && (
            <Button variant="outlined" color="inherit" fullWidth onClick={onCancel}>
              {t('staking.cancel')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
