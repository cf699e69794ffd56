import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../api/queryClient.ts';
import type { AppRouter } from '../router/router.tsx';
import { AppThemeProvider } from '../theme/AppThemeProvider.tsx';
import { useIdle } from './useIdle.ts';

const ToastProvider = lazy(() => import('./ToastProvider.tsx').then((m) => ({ default: m.ToastProvider })));

export function App({ router }: { router: AppRouter }) {
  // Toasts queue until notistack is in (toast.ts); its code waits for the first idle moment.
  const idle = useIdle();
  return (
    <AppThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
      {idle && (
        <Suspense fallback={null}>
          <ToastProvider />
        </Suspense>
      )}
    </AppThemeProvider>
  );
}
