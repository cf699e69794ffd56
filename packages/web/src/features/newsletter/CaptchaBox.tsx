import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ShieldRounded from '@mui/icons-material/ShieldRounded';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useTranslation } from 'react-i18next';
import type { CaptchaState } from './useCaptcha.ts';

/** The "I'm not a robot" box: ticking it solves a proof-of-work challenge in the background. */
export function CaptchaBox({ state, onVerify }: { state: CaptchaState; onVerify: () => void }) {
  const { t } = useTranslation();
  const label =
    state.status === 'verifying'
      ? t('browse.captchaVerifying')
      : state.status === 'verified'
        ? t('browse.captchaVerified')
        : state.status === 'failed'
          ? t('browse.captchaFailed')
          : t('browse.captchaLabel');
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        border: 1,
        borderColor: state.status === 'failed' ? 'error.main' : 'divider',
        borderRadius: 3,
        pl: 1.5,
        pr: 2,
        py: 0.5,
        bgcolor: 'background.paper',
      }}
    >
      <FormControlLabel
        label={label}
        sx={{ mr: 0 }}
        control={
          state.status === 'verifying' ? (
            <Box sx={{ width: 42, display: 'grid', placeItems: 'center' }}>
              <CircularProgress size={20} />
            </Box>
          ) : state.status === 'verified' ? (
            <Box sx={{ width: 42, display: 'grid', placeItems: 'center', color: 'success.main' }}>
              <CheckCircleRounded />
            </Box>
          ) : (
            <Checkbox checked={false} onChange={onVerify} />
          )
        }
      />
      <ShieldRounded fontSize="small" sx={{ color: 'text.disabled' }} aria-hidden="true" />
    </Box>
  );
}
