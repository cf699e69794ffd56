import ReplayRounded from '@mui/icons-material/ReplayRounded';
import ReportGmailerrorredRounded from '@mui/icons-material/ReportGmailerrorredRounded';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { StatusPage } from './StatusPage.tsx';

/** The spec's error fallback page: 'Oops! Something went wrong. Please try again!' with an optional 'Try again'. */
export function ErrorFallback({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<ReportGmailerrorredRounded sx={{ fontSize: 44 }} />}
      tone="error"
      title={t('ERROR_FALLBACK')}
      action={
        onRetry && (
          <Button variant="contained" size="large" startIcon={<ReplayRounded />} onClick={onRetry}>
            {t('TRY_AGAIN')}
          </Button>
        )
      }
    />
  );
}
