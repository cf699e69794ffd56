import '@fontsource-variable/plus-jakarta-sans/wght.css';
import './theme/fallbackFont.css';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from './api/queryClient.ts';
import { AppProviders } from './app/AppProviders.tsx';
import { nextTask } from './app/nextTask.ts';
import { captureRefCode } from './features/referral/refCode.ts';
import type { Session } from './features/session/sessionStore.ts';
import { getSession } from './features/session/sessionStore.ts';
import { profileQuery } from './features/session/useProfile.ts';
import { RenderedSession, VISITOR } from './features/session/useSession.ts';
import { startI18n } from './i18n/index.ts';
import { type AppRouter, createAppRouter } from './router/router.tsx';
import { loadFirstScreenRoutes } from './ssr/loadFirstScreenRoutes.ts';
import { replayEarlyInput } from './ssr/replayEarlyInput.ts';

/**
 * The app: its providers around the router, with the session the page's markup was rendered for
 * (the visitor's when there is no markup, or it was rendered for no one).
 */
function App({
  router,
  session = VISITOR,
  onMounted,
}: {
  router: AppRouter;
  session?: Session;
  onMounted?: () => void;
}) {
  return (
    <AppProviders onMounted={onMounted}>
      <RenderedSession.Provider value={session}>
        {/* Navigations are plain updates, not transitions: one begun while lazy parts of a
            server-rendered page were still hydrating never committed (React 19.3: the address
            changed, the screen stayed). The router loads a screen's code before it navigates. */}
        <RouterProvider router={router} useTransitions={false} />
      </RenderedSession.Provider>
    </AppProviders>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * What the visitor did on the markup (kept by public/theme-init.js) is handed to the app once its
 * first render or hydration has committed. Kept until then, not only until hydration starts:
 * hydration is a transition that yields, a click on a part not hydrated yet was lost, and so was a
 * navigation made before the router listened. Once: StrictMode runs a development build's effects
 * twice.
 */
let tookOver = false;
const takeOverEarlyInput = () => {
  if (tookOver) return;
  tookOver = true;
  replayEarlyInput(root);
};

/**
 * The api renders the first screen of every page its reader may open on the server (src/ssr), a
 * signed-in user's as theirs: the client hydrates that markup, with the react-query state it was
 * rendered from. public/theme-init.js
 * marks the markup stale when it was rendered for another theme, language or width than the
 * visitor's (it is hidden then): the client renders afresh, as for a page without markup.
 */
async function hydrateServerMarkup(container: HTMLElement): Promise<void> {
  // Each step in a task of its own after the one that ran every module of the first load: the
  // rendered query state, then the texts and the screen's code, then the hydration (which yields
  // as it goes). In one task they were the longest of the page's start (~250 ms under Lighthouse's
  // 4× CPU slowdown), and a long task is what delays a tap.
  await nextTask();
  const state = document.getElementById('ssr-state')?.textContent;
  if (state) hydrate(queryClient, JSON.parse(state));
  await nextTask();
  // The first screen's route code must be in before hydrating, or the router shows its splash.
  await Promise.all([startI18n(), loadFirstScreenRoutes(window.location)]);
  const router = createAppRouter({ hydrating: true });
  // Markup rendered for a signed-in user names their session last on <html data-ssr>;
  // theme-init.js has checked that it is the stored one.
  const signedIn = (document.documentElement.getAttribute('data-ssr') ?? '').split(' ').length > 4;
  const { accessToken } = getSession();
  const session =
    signedIn && accessToken
      ? { accessToken, user: queryClient.getQueryData(profileQuery(accessToken).queryKey) ?? null }
      : VISITOR;
  // A transition: hydration yields to the browser between parts instead of one long task.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App router={router} session={session} onMounted={takeOverEarlyInput} />
      </StrictMode>,
    );
  });
}

function renderOnClient(container: HTMLElement): void {
  // Stale server markup: its styles were for another theme or width, and emotion's default cache
  // has taken them as its own; the app renders with a fresh cache once they are gone.
  const stale = container.firstElementChild !== null;
  if (stale) {
    for (const style of document.querySelectorAll('style[data-emotion]')) style.remove();
    container.replaceChildren();
    document.documentElement.removeAttribute('data-ssr-stale');
  }
  // The first render waits for the starting language's texts (Vietnamese is fetched on demand).
  void startI18n().finally(() => {
    const router = createAppRouter();
    const app = <App router={router} onMounted={takeOverEarlyInput} />;
    startTransition(() => {
      createRoot(container).render(
        <StrictMode>
          {stale ? <CacheProvider value={createCache({ key: 'css' })}>{app}</CacheProvider> : app}
        </StrictMode>,
      );
    });
  });
}

// A referral link (?ref=) is stored and the page reloads without it, before anything renders.
if (!captureRefCode()) {
  const serverRendered =
    root.firstElementChild !== null && !document.documentElement.hasAttribute('data-ssr-stale');
  if (serverRendered) void hydrateServerMarkup(root);
  else renderOnClient(root);
}
