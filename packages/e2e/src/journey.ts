import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { appTookOver } from './pageErrors.ts';

/** Goes to `path` of the shared system and waits for the app to hydrate its server markup (a click before that is lost). */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(inject('appUrl') + path);
  await appTookOver(page);
}

/** Waits for a notice (snackbar) of exactly `text`; a chain transaction may take a while to be mined and recorded. */
export const toast = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().waitFor({ timeout: 30_000 });
