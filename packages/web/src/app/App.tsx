import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../api/queryClient.ts';
import { ServerListView, type ViewMode } from '../components/list/useViewMode.ts';
import type { Session } from '../features/session/sessionStore.ts';
import { RenderedSession, VISITOR } from '../features/session/useSession.ts';
import type { AppRouter } from '../router/router.tsx';
import { AppThemeProvider } from '../theme/AppThemeProvider.tsx';
import type { ThemeMode } from '../theme/mode.ts';
import { useStore } from './createStore.ts';
import { toastRequests } from './toast.ts';

const noToastsOnServer = () => false;

const ToastProvider = lazy(() => import('./ToastProvider.tsx').then((m) => ({ default: m.ToastProvider })));

/**
 * Theme, queries and toasts around the router. The server renders the first screen inside the
 * same providers (src/ssr/entry-server.tsx): hydration needs the same tree (React's useId ids
 * follow its shape). `mode`, `ssrMatchMedia`, `listView` and `client` are given there; `session`
 * there and when hydrating (the session the markup is for); `onMounted` runs once the first render
 * (or hydration) has committed.
 */
export function AppProviders({
  children,
  mode,
  ssrMatchMedia,
  listView,
  session = VISITOR,
  client = queryClient,
  onMounted,
}: {
  children: ReactNode;
  mode?: ThemeMode;
  ssrMatchMedia?: (query: string) => { matches: boolean };
  listView?: ViewMode;
  session?: Session;
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
        <ServerListView.Provider value={listView}>
          <RenderedSession.Provider value={session}>{children}</RenderedSession.Provider>
        </ServerListView.Provider>
      </QueryClientProvider>
      {toasts && (
        <Suspense fallback={null}>
          <ToastProvider />
        </Suspense>
      )}
    </AppThemeProvider>
  );
}

export function App({
  router,
  session,
  onMounted,
}: {
  router: AppRouter;
  session?: Session;
  onMounted?: () => void;
}) {
  return (
    <AppProviders session={session} onMounted={onMounted}>
      {/* Navigations are plain updates, not transitions: one begun while lazy parts of a
          server-rendered page were still hydrating never committed (React 19.3: the address
          changed, the screen stayed). The router loads a screen's code before it navigates. */}
      <RouterProvider router={router} useTransitions={false} />
    </AppProviders>
  );
}
