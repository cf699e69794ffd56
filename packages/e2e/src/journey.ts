import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { appTookOver } from './pageErrors.ts';
import { screenshots } from './screenshots.ts';

/** Goes to `path` of the shared system and waits for the app to hydrate its server markup (a click before that is lost). */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(inject('appUrl') + path);
  await appTookOver(page);
}

/** Waits for a notice (snackbar) of exactly `text`; a chain transaction may take a while to be mined and recorded. */
export const toast = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().waitFor({ timeout: 30_000 });

/**
 * Opens the bell's list and waits for a row matching `text` (the bell asks again on live news, no
 * reload), then closes it. The bell is in the server's markup: it waits for the app to hydrate first.
 */
export async function expectNotification(page: Page, text: RegExp, shot?: string): Promise<void> {
  await appTookOver(page);
  const list = page.getByRole('dialog', { name: 'Notifications' });
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click({ timeout: 15_000 });
  await list.getByText(text).first().waitFor({ timeout: 15_000 });
  if (shot) await screenshots(page, shot, { fullPage: false });
  await page.keyboard.press('Escape');
}
