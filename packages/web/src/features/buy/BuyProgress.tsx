import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { currencyLabel } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import type { StepState } from './steps.ts';
import type { BuyState } from './useBuy.ts';

function StepIcon({ state }: { state: StepState }) {
  if (state === 'active') return <CircularProgress size={20} />;
  if (state === 'done') return <CheckCircleRounded color="success" />;
  if (state === 'failed') return <ErrorRounded color="error" />;
  return <RadioButtonUncheckedRounded color="disabled" />;
}

/** The chain steps as they run: balance, permission, approve, buy or mint, record. */
export function BuyProgress({ buy, currency }: { buy: BuyState; currency: string }) {
  const { t } = useTranslation();
  return (
    <>
      {buy.page === 'running' && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('buy.dialog.working')}
        </Typography>
      )}
      <List dense aria-label={t('buy.dialog.title')} data-testid="buy-steps">
        {buy.steps.map((step) => (
          <ListItem key={step.id} data-state={step.state} disableGutters>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <StepIcon state={step.state} />
            </ListItemIcon>
            <ListItemText
              primary={t(`buy.dialog.steps.${step.id}`, { currency: currencyLabel(currency) })}
              slotProps={{ primary: { sx: { fontWeight: step.state === 'active' ? 700 : 500 } } }}
            />
          </ListItem>
        ))}
      </List>
      {buy.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {buy.error}
        </Alert>
      )}
    </>
  );
}
