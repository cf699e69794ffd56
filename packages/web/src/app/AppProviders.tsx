import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { queryClient } from '../api/queryClient.ts';
import { ServerListView, type ViewMode } from '../components/list/useViewMode.ts';
import { AppThemeProvider } from '../theme/AppThemeProvider.tsx';
import type { ThemeMode } from '../theme/mode.ts';
import { useStore } from './createStore.ts';
import { toastRequests } from './toast.ts';

const noToastsOnServer = () => false;

const ToastProvider = lazy(() => import('./ToastProvider.tsx').then((m) => ({ default: m.ToastProvider })));

/**
 * Theme, queries and toasts around the router. The server renders the first screen inside the
 * same providers (src/ssr/entry-server.tsx): hydration needs the same tree (React's useId ids
 * follow its shape). `mode`, `ssrMatchMedia`, `listView` and `client` are given there; `onMounted`
 * runs once the first render (or hydration) has committed. The session the markup is for is the
 * entries' to give (src/main.tsx, src/ssr): the shell knows no feature.
 */
export function AppProviders({
  children,
  mode,
  ssrMatchMedia,
  listView,
  client = queryClient,
  onMounted,
}: {
  children: ReactNode;
  mode?: ThemeMode;
  ssrMatchMedia?: (query: string) => { matches: boolean };
  listView?: ViewMode;
  client?: QueryClient;
  onMounted?: () => void;
}) {
  // Toasts queue until notistack is in (toast.ts); its code (its styles are made when it loads)
  // waits for the first toast, not part of any first screen's work.
  const toasts = useStore(toastRequests, (requested) => requested, noToastsOnServer);
  useEffect(() => {
    onMounted?.();
  }, [onMounted]);
  return (
    <AppThemeProvider mode={mode} ssrMatchMedia={ssrMatchMedia}>
      <QueryClientProvider client={client}>
        <ServerListView.Provider value={listView}>{children}</ServerListView.Provider>
      </QueryClientProvider>
      {toasts && (
        <Suspense fallback={null}>
          <ToastProvider />
        </Suspense>
      )}
    </AppThemeProvider>
  );
}
