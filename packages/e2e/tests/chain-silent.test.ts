import { routes } from '@vrmarket/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../src/browser.ts';
import { apiGet, buyableOf, demo, ownerOnChain } from '../src/buyer.ts';
import { approveTokens, DEMO_KEYS, demoUserPage, setAutomine } from '../src/trading.ts';

// Runs after the shared-system files, alone (vitest.config.ts): the chain stops mining for a
// moment, which every file beside it would see.

const appUrl = inject('appUrl');
const rpcUrl = inject('rpcUrl');
const chainId = inject('chainId');
/** What a chain that does not answer within the pipeline's 20 s limit ends in. */
const NO_ANSWER = 'The network did not answer. Please try again.';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a chain that stops answering', () => {
  it('the Buy dialog ends in what happened and is usable again; the waiting purchase is mined later', async () => {
    const app = await apiGet<{ allowTrading: number[]; contracts: Record<string, `0x${string}`> }>(
      appUrl,
      '/v1/configs/app',
    );
    const nft = (await buyableOf(appUrl, demo.alice.wallet, 'USDT')).find(
      (item) => item.purchasesStatus === 1 && app.allowTrading.includes(item.categoryId),
    );
    expect(nft, 'alice lists an NFT in USDT').toBeDefined();
    // bob has let the marketplace take his USDT before (as a past purchase does): the one transaction
    // of this purchase, the one left waiting, is the buy itself.
    await approveTokens({ rpcUrl, chainId }, app.contracts.USDT!, DEMO_KEYS.bob, app.contracts.Marketplace!);
    const { page, wallet, context } = await demoUserPage(browser, 'bob');
    try {
      await page.goto(appUrl + routes.detail(nft!.id));
      await page.getByTestId('buy-button').click();
      const dialog = page.getByRole('dialog', { name: /Buy NFT/ });
      await dialog.getByRole('button', { name: 'Pay with USDT' }).click();
      await dialog.getByRole('button', { name: 'Next' }).click();
      await dialog.getByTestId('buy-confirm').waitFor();

      // The chain takes the transactions but mines nothing: no receipt ever comes.
      await setAutomine(rpcUrl, false);
      try {
        await dialog.getByRole('button', { name: 'Yes' }).click();
        // The step that waits shows that it is working; the 20 s limit then ends it.
        await dialog.locator('[data-state="active"]').waitFor();
        await dialog.getByText(NO_ANSWER).waitFor({ timeout: 30_000 });
        expect(wallet.calls).toContain('eth_sendTransaction');
        expect(await dialog.locator('[data-state="failed"]').count()).toBe(1);
        // Busy is over: Try again and Cancel work.
        expect(await dialog.getByRole('button', { name: 'Try again' }).isEnabled()).toBe(true);
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'hidden' });
      } finally {
        await setAutomine(rpcUrl, true);
      }
    } finally {
      await context.close();
    }
    // The signed transaction was only waiting: mined now, the NFT is the buyer's.
    await expect.poll(() => ownerOnChain(rpcUrl, app.contracts.VrNFT!, nft!.tokenId!)).toBe(demo.bob.wallet);
  });
});
