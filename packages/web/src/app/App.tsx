import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../api/queryClient.ts';
import { router } from '../router/router.tsx';
import { AppThemeProvider } from '../theme/AppThemeProvider.tsx';

const ToastProvider = lazy(() => import('./ToastProvider.tsx').then((m) => ({ default: m.ToastProvider })));

export function App() {
  return (
    <AppThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
      <Suspense fallback={null}>
        <ToastProvider />
      </Suspense>
    </AppThemeProvider>
  );
}
