import type { Page, Request } from 'playwright-core';

/** Streams a page keeps open for as long as it is shown (the signed-in user's notifications, live events). */
const STREAM = /\/api\/v1\/(notifications\/stream|events)(\?|$)/;

/**
 * Counts the page's requests in flight from now on, streams aside, and answers a wait for a quiet
 * spell: Playwright's 'networkidle' never comes on a signed-in page, which holds its notification
 * stream open. Call before the navigation; `settled` waits until nothing but a stream has been in
 * flight for `quietMs`.
 */
export function trackNetwork(page: Page, quietMs = 500) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    if (STREAM.test(request.url())) return;
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async settled(timeoutMs = 30_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) throw new Error(`${inFlight.size} requests still in flight`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}
