import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useLoginPrompt } from '../../features/session/useLoginPrompt.ts';
import { AppErrorBoundary } from '../AppErrorBoundary.tsx';
import { useHydrated } from '../useHydrated.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { NavigationProgress } from './NavigationProgress.tsx';

// Loaded after the first paint (the ticker, the live stream: it parses events with zod) or when
// first needed (the dialog, with Dialog and Modal).
const LiveUpdates = lazy(() =>
  import('../../features/live/LiveUpdates.tsx').then((m) => ({ default: m.LiveUpdates })),
);
const AdTicker = lazy(() => import('../../features/ads/AdTicker.tsx').then((m) => ({ default: m.AdTicker })));
const LoginRequiredDialog = lazy(() =>
  import('../dialogs/LoginRequiredDialog.tsx').then((m) => ({ default: m.LoginRequiredDialog })),
);

/**
 * The login-required dialog, open while the history entry asks for it. A reload keeps that state,
 * which the server never sees: the dialog opens once the page has hydrated. A component of its own,
 * so that opening re-renders it alone: a re-render of the shell before its lazy parts (the ticker)
 * have hydrated would throw their server markup away and lay them out again.
 */
function LoginPrompt() {
  const loginPrompt = useLoginPrompt();
  const hydrated = useHydrated();
  if (!hydrated || !loginPrompt.open) return null;
  return (
    <Suspense fallback={null}>
      <LoginRequiredDialog open onClose={loginPrompt.close} />
    </Suspense>
  );
}

/** The shell of every page: header, the screen (inside the error boundary), footer, the login-required dialog. */
export function AppLayout() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 16,
          top: -64,
          zIndex: (theme) => theme.zIndex.tooltip,
          px: 2,
          py: 1,
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 700,
          '&:focus': { top: 12 },
        }}
      >
        {t('app.skipToContent')}
      </Box>
      <NavigationProgress />
      <Suspense fallback={null}>
        <LiveUpdates />
      </Suspense>
      <Header />
      <Suspense fallback={null}>
        <AdTicker />
      </Suspense>
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, width: '100%', outline: 'none' }}>
        <AppErrorBoundary resetKey={pathname}>
          <Outlet />
        </AppErrorBoundary>
      </Box>
      <Footer />
      <LoginPrompt />
      <ScrollRestoration />
    </Box>
  );
}
