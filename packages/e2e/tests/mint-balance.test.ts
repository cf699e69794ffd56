import { PurchaseStatus, routes } from '@vrmarket/domain';
import { devPrivateKeys } from '@vrmarket/testkit/keys';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../src/browser.ts';
import { apiLogin } from '../src/session.ts';
import { DEMO_KEYS, demoUserPage, fetchNft, moveTokens, nftsOf } from '../src/trading.ts';

// Runs after the shared-system files, alone (vitest.config.ts): it empties pro2's USDT, and a sale
// paying pro2 in a file running beside it would fill it again before the dialog's balance check.
// (An operator's other marketplace fee in the Sell review is PriceDialogs.test.tsx's; setting it on
// chain is the contracts' Marketplace.t.sol's.)

const appUrl = inject('appUrl');
/**
 * A dev account no demo user and not the api holds: pro2's USDT waits there. Never the deployer:
 * it is the api's operator wallet, and a transaction sent from it here would take the nonce of a
 * payout the api is sending at the same time (the claim scenario's approval then fails).
 */
const PARKING_KEY = devPrivateKeys[9];
const rpcUrl = inject('rpcUrl');
const chainId = inject('chainId');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('minting without the money', () => {
  it('too little balance to mint says so before asking the wallet for anything', async () => {
    const pro2 = await apiLogin(appUrl, 'pro2');
    const item = (await nftsOf(appUrl, pro2)).find(
      (n) =>
        n.purchasesStatus === PurchaseStatus.NONE &&
        n.isVerified === true &&
        n.mintingCurrency === 'USDT' &&
        Number(n.mintingPrice) > 0,
    );
    expect(item, 'pro2 has an unminted item priced in USDT').toBeDefined();
    const app = (await (await fetch(`${appUrl}/api/v1/configs/app`)).json()) as {
      contracts: { USDT: `0x${string}` };
    };
    const target = { rpcUrl, chainId };
    // pro2's USDT is parked for this scenario, and comes back after it.
    const amount = await moveTokens(target, app.contracts.USDT, DEMO_KEYS.pro2, PARKING_KEY);
    const other = await demoUserPage(browser, 'pro2');
    try {
      await other.page.goto(appUrl + routes.inventoryDetail(item!.id));
      await other.page.getByTestId('owner-actions').getByRole('button', { name: 'Mint' }).click();
      await other.page.getByTestId('trade-dialog').getByRole('button', { name: 'Yes' }).click();
      await other.page.getByText('You do not have enough balance.', { exact: true }).first().waitFor();
      expect(other.wallet.calls).not.toContain('eth_sendTransaction');
      // Busy reset: the dialog can be tried again.
      await expect(
        other.page.getByTestId('trade-dialog').getByRole('button', { name: 'Yes' }).isEnabled(),
      ).resolves.toBe(true);
      expect((await fetchNft(appUrl, item!.id)).purchasesStatus).toBe(PurchaseStatus.NONE);
    } finally {
      await other.context.close();
      if (amount > 0n) await moveTokens(target, app.contracts.USDT, PARKING_KEY, DEMO_KEYS.pro2, amount);
    }
  });
});
