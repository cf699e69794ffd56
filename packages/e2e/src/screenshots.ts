import type { Locator, Page } from 'playwright-core';

/**
 * SHOTS=<folder>: the scenarios save each screen they pass through at 1280 and 600 px wide, in
 * the light and the dark theme, to be looked at (a look, not an assertion; off in `npm test`).
 */
export const shotsFolder = process.env.SHOTS;

/**
 * Saves `<name>-<width>-<theme>.png` of the page: the whole page from the top, or with `focus` the
 * viewport scrolled to that element (below the sticky app bar). The page's size and theme are
 * put back afterwards.
 */
export async function screenshots(
  page: Page,
  name: string,
  { focus, fullPage = focus === undefined }: { focus?: Locator; fullPage?: boolean } = {},
): Promise<void> {
  if (!shotsFolder) return;
  const viewport = page.viewportSize();
  for (const width of [1280, 600]) {
    await page.setViewportSize({ width, height: 900 });
    if (focus) {
      await focus.evaluate((element) =>
        window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 140),
      );
    } else if (fullPage) {
      // From the top, so the sticky header stays at the top of the full-page picture.
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.waitForTimeout(700);
      await page.screenshot({ path: `${shotsFolder}/${name}-${width}-${colorScheme}.png`, fullPage });
    }
  }
  if (viewport) await page.setViewportSize(viewport);
  await page.emulateMedia({ colorScheme: 'light' });
}
