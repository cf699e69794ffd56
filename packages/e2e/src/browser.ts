import { chromiumFlags, headlessShellPath } from '@vrmarket/scripts/lib/chromium';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: headlessShellPath,
    args: chromiumFlags,
  });
}

/**
 * A visitor's browser: a desktop window, English, and reduced motion. The ad ticker's endless
 * scroll and the home banner's fades (which stop for reduced motion) kept every open page
 * compositing, about a tenth of a core per page in software rendering; shell.test.ts checks they
 * move otherwise.
 */
export function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    reducedMotion: 'reduce',
    ...options,
  });
}

export interface FreshPage {
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/**
 * One browser for the calling test file, and a new context and page before each of its tests
 * (handed to `use`; the previous context is closed). `logErrors` prints the page's uncaught errors.
 */
export function freshPagePerTest(use: (fresh: FreshPage) => void, options: { logErrors?: boolean } = {}) {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    await context?.close();
    context = await newContext(browser!);
    const page = await context.newPage();
    if (options.logErrors) page.on('pageerror', (error) => console.error(`[page] ${error.message}`));
    use({ browser: browser!, context, page });
  });
}
