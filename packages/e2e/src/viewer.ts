import type { Page } from 'playwright-core';

/**
 * Starts the detail stage's 3D viewer as a visitor does ('View in 3D' over the model's picture; a
 * model without a picture starts by itself) and waits for its first drawn frame.
 */
export async function viewStageModel(page: Page, timeout = 45_000): Promise<void> {
  const stage = page.getByTestId('nft-stage');
  const rendered = stage.locator('[data-viewer-state="rendered"]');
  const button = stage.getByRole('button', { name: 'View in 3D' });
  await button.or(stage.locator('[data-viewer-state]')).first().waitFor({ timeout });
  if (await button.isVisible()) await button.click({ timeout });
  await rendered.waitFor({ timeout });
}
