/** The Chromium the benchmarks use (Lighthouse, the detail bench): Debian's, unless CHROMIUM_PATH says otherwise. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The Chromium the browser scenarios drive: Debian's headless shell (docs/adr/0061), the same
 * Blink and V8 without the full browser's windowing, as Playwright runs headless Chromium by
 * default; unless CHROMIUM_HEADLESS_SHELL_PATH says otherwise.
 */
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** Headless and quiet: no sandbox (containers), no GPU, nothing fetched from the internet. */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
