import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatApy, formatTokenCode, StakingMethod } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { StepList } from '../chain/index.ts';
import { termLabel } from './display.ts';
import type { NewStaking } from './useNewStaking.ts';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 600, textAlign: 'right' }}>{value}</Typography>
    </Box>
  );
}

/** Step 2 of new staking: 'Please check information', the terms to agree to, then Staking. */
export function StakingReviewStep({ staking }: { staking: NewStaking }) {
  const { t } = useTranslation();
  const { nft, option, flow } = staking;
  return (
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
          value={staking.method === StakingMethod.LOCKED ? t('staking.locked') : t('FLEXIBLE')}
        />
        <Row label={t('staking.duration')} value={option ? termLabel(t, option) : ''} />
        <Row label={t('staking.apy')} value={option ? formatApy(option.apy) : ''} />
        <Row label={t('staking.estimated')} value={staking.estimate} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('staking.terms')}
      </Typography>
      <FormControlLabel
        control={
          <Checkbox checked={staking.agreed} onChange={(event) => staking.setAgreed(event.target.checked)} />
        }
        label={t('staking.agree')}
      />
      <StepList state={flow.state} label={(id) => t(`staking.steps.${id}`)} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
        <Button color="inherit" onClick={staking.back} disabled={flow.busy}>
          {t('staking.back')}
        </Button>
        <Button variant="outlined" color="inherit" onClick={staking.leave} disabled={flow.busy}>
          {t('staking.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!staking.agreed || flow.busy}
          onClick={staking.submit}
          startIcon={flow.busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('STAKING')}
        </Button>
      </Box>
    </Stack>
  );
}
