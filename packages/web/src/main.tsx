import '@fontsource-variable/plus-jakarta-sans/wght.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { captureRefCode } from './features/referral/refCode.ts';
import { i18nReady } from './i18n/index.ts';
import { prefetchFirstScreen } from './router/prefetchFirstScreen.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A referral link (?ref=) is stored and the page reloads without it, before anything renders.
// The first render waits for the starting language's texts (Vietnamese is fetched on demand).
if (!captureRefCode()) {
  prefetchFirstScreen();
  void i18nReady.finally(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
