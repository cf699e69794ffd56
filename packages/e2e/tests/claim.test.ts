import { formatPrice, routes } from '@vrmarket/domain';
import { clientsFor, mintWithPermit } from '@vrmarket/testkit/chain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { erc20Abi, formatUnits, type Hex, parseAbi, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from '../src/browser.ts';
import { apiGet, demo } from '../src/buyer.ts';
import { screenshots, shotsFolder } from '../src/screenshots.ts';
import { apiLogin, type Session, signedInPage, signIn } from '../src/session.ts';

const appUrl = inject('appUrl');
const rpcUrl = inject('rpcUrl');
const chainId = inject('chainId');
const { publicClient } = clientsFor({ rpcUrl, chainId }, demo.pro1.key);

/** Screenshots at two widths and both schemes take a while: scenarios that take them get more time. */
const SCENARIO_MS = shotsFolder ? 240_000 : 90_000;

let browser: Browser;
const contexts: BrowserContext[] = [];
let app: { allowTrading: number[]; contracts: Record<string, Hex> };

beforeAll(async () => {
  browser = await launchBrowser();
  app = await apiGet(appUrl, '/v1/configs/app');
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

async function api<T>(session: Session, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${appUrl}/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

type Offered = {
  id: string;
  mintingPrice: string;
  labActive: boolean;
  onchain: boolean;
  purchasesStatus: number;
  categoryId: number;
  subCategory: { subCategoryName?: string }[];
};

/**
 * pro1 buys one of alice's unminted NFTs with bob's referral code, the way the buy dialog does it:
 * the api's refer-code minting permission, approve + mintWithPermit on the chain, the record call.
 */
async function purchaseReferredByBob() {
  const pro1 = await apiLogin(appUrl, demo.pro1.username);
  const tradable = (
    await apiGet<{ results: Offered[] }>(
      appUrl,
      `/v1/nft?ownerAddress=${demo.alice.wallet}&isSelling=true&currency=USDT&limit=100`,
    )
  ).results.filter(
    (nft) =>
      nft.purchasesStatus === 0 && nft.labActive && !nft.onchain && app.allowTrading.includes(nft.categoryId),
  );
  // Not the last one: the buy scenario of trading-buy.test.ts takes that.
  const nft = tradable.slice(0, -1).find((item) => item.subCategory[0]?.subCategoryName);
  expect(nft, 'alice offers two unminted NFTs in USDT, one with a sub category').toBeDefined();
  if (!nft) throw new Error('no NFT to buy');
  const { data } = await api<{ data: Record<string, string> }>(
    pro1,
    `/v1/nft/${nft.id}/mintingPermission/refer-code/${demo.pro1.wallet}?referCode=bob`,
  );
  const { transactionHash } = await mintWithPermit(clientsFor({ rpcUrl, chainId }, demo.pro1.key), data);
  await api(pro1, '/v1/transactions/record', {
    method: 'POST',
    body: JSON.stringify({ txHash: transactionHash }),
  });
  return { nft, subCategory: nft.subCategory[0]!.subCategoryName! };
}

const usdtOf = (address: string) =>
  publicClient.readContract({
    address: app.contracts.USDT!,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address as Hex],
  });

async function pageOf(user: typeof demo.bob) {
  const opened = await signedInPage(browser, {
    appUrl,
    rpcUrl,
    chainId,
    username: user.username,
    privateKey: user.key,
    contextOptions: { viewport: { width: 1280, height: 900 } },
  });
  contexts.push(opened.context);
  return opened;
}

/** The sub category of the referred purchase, bob's page and his request's payment. */
let subCategory: string;
let bob: Awaited<ReturnType<typeof pageOf>>;
let payment: string | undefined;

describe('claims', () => {
  beforeAll(async () => {
    ({ subCategory } = await purchaseReferredByBob());
    bob = await pageOf(demo.bob);
  });

  it(
    'bob requests his referral bonus with a wallet signature; the admin approves it from the claim requests page',
    async () => {
      const { page, wallet } = bob;
      await page.goto(`${appUrl}${routes.claim({ target: 'referral-bonus' })}`);
      const line = page.getByTestId('referral-summary').filter({ hasText: subCategory });
      await line.waitFor();
      await line.getByRole('button', { name: /Claim/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
      await page
        .getByText(
          'Your claim request has been sent to an administrator. It will be processed within 24 hours.',
        )
        .waitFor({ timeout: 30_000 });
      expect(wallet.calls).toContain('personal_sign');
      await page.getByRole('button', { name: 'Ok' }).click();
      await page
        .getByTestId('claim-history-row')
        .filter({ hasText: subCategory })
        .first()
        .getByText('Pending')
        .waitFor();
      await screenshots(page, 'claim-referral-bonus');
      const mine = await api<{ results: { id: string; payment: string; status: string }[] }>(
        await apiLogin(appUrl, demo.bob.username),
        `/v1/nft/${demo.bob.wallet}/request-list`,
      );
      const request = mine.results.find((item) => item.status === 'PENDING')!;
      expect(Number(request.payment)).toBeGreaterThan(0);
      payment = request.payment;

      // The admin: Admin menu → Claim requests → Approve (the api credits Payout from its operator wallet).
      const adminContext = await newContext(browser, { viewport: { width: 1280, height: 900 } });
      contexts.push(adminContext);
      const admin: Page = await adminContext.newPage();
      await signIn(admin, appUrl, 'admin');
      await admin.getByRole('button', { name: 'Admin' }).click();
      await admin.getByRole('menuitem', { name: 'Claim requests' }).click();
      await admin.waitForURL((url) => url.pathname === routes.claimRequests());
      const row = admin.getByTestId('claim-request-row').filter({ hasText: 'bob' }).first();
      await row.waitFor();
      await screenshots(admin, 'claim-requests');
      await row.getByRole('button', { name: /Approve/ }).click();
      await admin.getByText(/was credited to their pending balance/).waitFor({ timeout: 30_000 });
      await admin.getByText('No claim request is waiting.').waitFor();
    },
    SCENARIO_MS,
  );

  it(
    'the approved bonus is bob’s PENDING BALANCE; claiming it raises his USDT by that amount and resets it to 0',
    async () => {
      expect(payment, 'the request was approved').toBeDefined();
      const { page } = bob;
      const pending = await publicClient.readContract({
        address: app.contracts.Payout!,
        abi: parseAbi(['function pendingERC20(address, address) view returns (uint256)']),
        functionName: 'pendingERC20',
        args: [app.contracts.USDT!, demo.bob.wallet as Hex],
      });
      expect(pending).toBeGreaterThanOrEqual(parseUnits(payment!, 18));
      const before = await usdtOf(demo.bob.wallet);
      await page.goto(`${appUrl}${routes.claim()}`);
      const usdt = page.locator('[data-testid="pending-balance"][data-currency="USDT"]');
      await usdt
        .getByTestId('pending-amount')
        .getByText(formatPrice(formatUnits(pending, 18), 'USDT'))
        .waitFor();
      // Nothing credited in the other currencies: their claim buttons are off.
      expect(
        await page
          .locator('[data-testid="pending-balance"][data-currency="VRA"]')
          .getByRole('button')
          .isDisabled(),
      ).toBe(true);
      await screenshots(page, 'claim-pending-balance');
      await usdt.getByRole('button', { name: /Claim/ }).click();
      await page.getByText('Your claim was successful!').waitFor({ timeout: 30_000 });
      await usdt.getByTestId('pending-amount').getByText(formatPrice('0', 'USDT')).waitFor();
      expect(await usdt.getByRole('button', { name: /Claim/ }).isDisabled()).toBe(true);
      expect((await usdtOf(demo.bob.wallet)) - before).toBe(pending);

      await page.getByRole('tab', { name: 'MYSTERY CARD' }).click();
      await page.waitForURL((url) => url.searchParams.get('target') === 'mystery-card');
      await screenshots(page, 'claim-mystery-card');
    },
    SCENARIO_MS,
  );
});
