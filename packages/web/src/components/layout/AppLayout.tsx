import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AppErrorBoundary } from '../AppErrorBoundary.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import type { LayoutParts } from './layoutParts.ts';
import { NavigationProgress } from './NavigationProgress.tsx';

/** The shell of every page: header, the screen (inside the error boundary), footer, the login-required dialog. */
export function AppLayout({ parts }: { parts: LayoutParts }) {
  const { LiveUpdates, AdTicker, LoginPrompt } = parts;
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
      <Header parts={parts} />
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
