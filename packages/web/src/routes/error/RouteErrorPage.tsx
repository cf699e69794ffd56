import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { setGlobalError } from '../../app/errorFlag.ts';
import { Logo } from '../../components/brand/Logo.tsx';
import { ErrorFallback } from '../../components/ErrorFallback.tsx';

/**
 * The router's last resort (a screen's code failed to load, a loader threw): the fallback page;
 * 'Try again' clears the flag and reloads, which also fetches code from a newer deployment.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    setGlobalError(true);
    console.error('Route error', error);
  }, [error]);

  return (
    <Box sx={{ minHeight: '100dvh' }}>
      <Box sx={{ px: 3, py: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Logo />
      </Box>
      <ErrorFallback
        onRetry={() => {
          setGlobalError(false);
          window.location.reload();
        }}
      />
    </Box>
  );
}
