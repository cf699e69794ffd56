import '@fontsource-variable/plus-jakarta-sans/wght.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { queryClient } from './api/queryClient.ts';
import { App } from './app/App.tsx';
import { captureRefCode } from './features/referral/refCode.ts';
import { i18nReady } from './i18n/index.ts';
import { prefetchFirstScreen } from './router/prefetchFirstScreen.ts';
import { createAppRouter } from './router/router.tsx';
import { loadFirstScreenRoutes } from './ssr/loadFirstScreenRoutes.ts';
import { RefreshForSession } from './ssr/RefreshForSession.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * The api renders the first screen of the entry pages on the server (src/ssr): the client
 * hydrates that markup, with the react-query state it was rendered from. public/theme-init.js
 * marks the markup stale when it was rendered for another theme, language or width than the
 * visitor's (it is hidden then): the client renders afresh, as for a page without markup.
 */
async function hydrateServerMarkup(container: HTMLElement): Promise<void> {
  const state = document.getElementById('ssr-state')?.textContent;
  if (state) hydrate(queryClient, JSON.parse(state));
  // The first screen's route code must be in before hydrating, or the router shows its splash.
  await Promise.all([i18nReady, loadFirstScreenRoutes(window.location)]);
  const router = createAppRouter();
  // A transition: hydration yields to the browser between parts instead of one long task.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App router={router} />
        <RefreshForSession />
      </StrictMode>,
    );
  });
}

function renderOnClient(container: HTMLElement): void {
  prefetchFirstScreen();
  container.replaceChildren();
  document.documentElement.removeAttribute('data-ssr-stale');
  // The first render waits for the starting language's texts (Vietnamese is fetched on demand).
  void i18nReady.finally(() => {
    const router = createAppRouter();
    startTransition(() => {
      createRoot(container).render(
        <StrictMode>
          <App router={router} />
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
