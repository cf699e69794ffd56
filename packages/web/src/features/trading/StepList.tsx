import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { StepState } from './steps.ts';
import type { TradeState } from './useTrade.ts';

const icons: Record<StepState, React.ReactNode> = {
  waiting: <RadioButtonUncheckedRounded color="disabled" fontSize="small" />,
  active: <CircularProgress size={18} thickness={5} />,
  done: <CheckCircleRounded color="success" fontSize="small" />,
  failed: <ErrorRounded color="error" fontSize="small" />,
};

/** The action's steps as they run: what the wallet will be asked for, and where it stands. */
export function StepList({ state }: { state: TradeState }) {
  const { t } = useTranslation();
  if (state.phase === 'idle') return null;
  if (state.phase === 'preparing') {
    return (
      <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', py: 1 }} role="status">
        <CircularProgress size={18} thickness={5} />
        <Typography>{t('trading.preparing')}</Typography>
      </Stack>
    );
  }
  return (
    <Stack
      component="ol"
      spacing={1}
      aria-label={t('trading.progress')}
      sx={{ m: 0, p: 0, listStyle: 'none' }}
    >
      {state.steps.map((step) => (
        <Stack
          component="li"
          key={step.kind}
          direction="row"
          spacing={1.25}
          data-step={step.kind}
          data-state={step.state}
          sx={{ alignItems: 'center' }}
        >
          {icons[step.state]}
          <Typography sx={{ flex: 1, fontWeight: step.state === 'active' ? 700 : 400 }}>
            {t(`trading.step.${step.kind}`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`trading.stepState.${step.state}`)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
