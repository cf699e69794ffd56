import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { StepState } from './steps.ts';
import type { FlowState } from './useChainFlow.ts';

const icons: Record<StepState, React.ReactNode> = {
  waiting: <RadioButtonUncheckedRounded color="disabled" fontSize="small" />,
  active: <CircularProgress size={18} thickness={5} />,
  done: <CheckCircleRounded color="success" fontSize="small" />,
  failed: <ErrorRounded color="error" fontSize="small" />,
};

/**
 * A flow's steps as they run: a spinner while it prepares, then each step with what the wallet is
 * asked for and where it stands, and the failure's text under a failed step.
 */
export function StepList<Id extends string>({
  state,
  label,
  testId,
}: {
  state: FlowState<Id>;
  /** The step's text in this flow. */
  label: (id: Id) => string;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (state.phase === 'idle') return null;
  return (
    <Stack spacing={1}>
      {state.phase === 'preparing' ? (
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', py: 1 }} role="status">
          <CircularProgress size={18} thickness={5} />
          <Typography>{t('trading.preparing')}</Typography>
        </Stack>
      ) : (
        <Stack
          component="ol"
          spacing={1}
          aria-label={t('trading.progress')}
          data-testid={testId}
          sx={{ m: 0, p: 0, listStyle: 'none' }}
        >
          {state.steps.map((step) => (
            <Stack
              component="li"
              key={step.id}
              direction="row"
              spacing={1.25}
              data-step={step.id}
              data-state={step.state}
              sx={{ alignItems: 'center' }}
            >
              {icons[step.state]}
              <Typography sx={{ flex: 1, fontWeight: step.state === 'active' ? 700 : 400 }}>
                {label(step.id)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`trading.stepState.${step.state}`)}
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
      {state.error && <Alert severity="error">{state.error}</Alert>}
    </Stack>
  );
}
