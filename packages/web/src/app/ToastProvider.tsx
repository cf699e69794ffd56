import { styled } from '@mui/material/styles';
import { TIMING_MS } from '@vrmarket/domain';
import { enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { attachToaster } from './toast.ts';

const ThemedToast = styled(MaterialDesignContent)(({ theme }) => ({
  borderRadius: 14,
  fontFamily: theme.typography.fontFamily,
  fontWeight: 600,
  boxShadow: theme.shadows[8],
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.main },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main, color: '#231500' },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.primary.main },
  '&.notistack-MuiContent-default': {
    backgroundColor: theme.palette.mode === 'dark' ? '#f3f1ff' : '#14112b',
    color: theme.palette.mode === 'dark' ? '#14112b' : '#f3f1ff',
  },
}));

const components = {
  default: ThemedToast,
  success: ThemedToast,
  error: ThemedToast,
  warning: ThemedToast,
  info: ThemedToast,
};

/**
 * Toasts: bottom-right, stacked upwards, closing after the spec's 5000 ms, in the theme's colours.
 * Not at the top: there they covered the header's wallet chip and account button for five seconds
 * ('Wallet connected.' over the very wallet it names). Rendered beside the
 * app and loaded lazily (App.tsx); notistack's enqueueSnackbar works once this is mounted, and
 * `toast()` (./toast.ts) queues until then.
 */
export function ToastProvider() {
  useEffect(() => attachToaster((message, variant) => enqueueSnackbar(message, { variant })), []);
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={TIMING_MS.toastAutoClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      Components={components}
    />
  );
}
