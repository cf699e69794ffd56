import type { Page } from 'playwright-core';

/**
 * Runs `action` on `page` and answers it with the errors the page logged meanwhile: console
 * errors (a hydration mismatch, a blocked resource) and uncaught exceptions.
 */
export async function withPageErrors<T>(page: Page, action: () => Promise<T>): Promise<[T, string[]]> {
  const errors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const onError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  try {
    return [await action(), errors];
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
  }
}

/** Waits until the app has taken the page over: its code is in and has hydrated (or rendered) #root. */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
}
