import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatPrice, routes } from '@vrmarket/domain';
import type { Browser, BrowserContext } from 'playwright-core';
import { createPublicClient, erc20Abi, type Hex, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, repoRoot } from '../../../scripts/lib/process.ts';
import { type RunningSystem, startSystem } from '../../../scripts/lib/system.ts';
import { demoAccounts } from '../../../scripts/seed/demo/users.ts';
import { launchBrowser } from '../src/browser.ts';
import { apiGet, buyableOf, demo, type ListedNft, ownerOnChain } from '../src/buyer.ts';
import { apiLogin, signedInPage } from '../src/session.ts';
import { setAutomine } from '../src/trading.ts';

/*
 * The allow-buy and whitelist flags are api settings read at start (ALLOW_BUY, CHECK_WHITELIST).
 * The shared system runs with buying on and the whitelist check off, and other files buy on it at
 * the same time, so this file has a system of its own (own chain, data and ports), its api
 * restarted with the flags of each state. The first state changes nothing (every purchase is
 * refused), so the second starts from the same seeded data. The config runs this file alone,
 * after the others: a whole extra system beside another file's browser overloads a small machine.
 */

const SUCCESS =
  "You've successfully bought an NFT. Please check your email or inventory for details after a few minutes.";
/** What a chain that does not answer within the pipeline's 20 s limit ends in. */
const NO_ANSWER = 'The network did not answer. Please try again.';
/** A seeded demo account with its wallet (admin is the only whitelisted one). */
function demoUser(username: string) {
  const account = demoAccounts.find((candidate) => candidate.username === username)!;
  return { username, key: account.walletKey!, wallet: account.wallet!.address.toLowerCase() as Hex };
}
const admin = demoUser('admin');
const pro2 = demoUser('pro2');

let browser: Browser;
const contexts: BrowserContext[] = [];

let system: OwnSystem;
let starting: Promise<OwnSystem> | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  starting = startOwnSystem({ ALLOW_BUY: '0' });
  system = await starting;
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  // A start that outlives the hook's timeout still ends in a running system: stop it too, or its
  // chain, idp and api outlive the run.
  await (await starting?.catch(() => undefined))?.close();
});

type OwnSystem = RunningSystem & {
  app: { allowTrading: number[]; contracts: Record<string, Hex> };
  close(): Promise<void>;
};

/** A whole system with these api flags at first, serving the web build the shared e2e system made. */
async function startOwnSystem(apiEnv: Record<string, string>): Promise<OwnSystem> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vrmarket-e2e-flags-'));
  // A copy, so this system never rebuilds (and never deletes) the build other files' browsers load;
  // with its server part, or it would be built again.
  const webDist = join(dataDir, 'web');
  for (const part of ['', '-ssr'])
    cpSync(join(repoRoot, `.tmp/e2e-web-dist${part}`), webDist + part, { recursive: true });
  const system = await startSystem({
    dataDir,
    appPort: await freePort(),
    idpPort: await freePort(),
    chainPort: await freePort(),
    webDist,
    apiEnv,
    quiet: !process.env.E2E_VERBOSE,
  });
  const app = await apiGet<OwnSystem['app']>(system.url, '/v1/configs/app');
  return {
    ...system,
    app,
    async close() {
      await system.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A signed-in page of a demo user on `system`, with their wallet injected and connected. */
async function userPage(system: OwnSystem, user: { username: string; key: Hex }) {
  const { context, page, wallet } = await signedInPage(browser, {
    appUrl: system.url,
    rpcUrl: system.rpcUrl,
    chainId: system.chainId,
    username: user.username,
    privateKey: user.key,
  });
  contexts.push(context);
  return { page, wallet };
}

/** The api's answer to a signed-in GET: status and error code. */
async function signedGet(system: OwnSystem, username: string, path: string) {
  const session = await apiLogin(system.url, username);
  const response = await fetch(`${system.url}/api${path}`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  const body = (await response.json()) as { code?: string; total?: number; results?: unknown[] };
  return { status: response.status, body };
}

async function usdtBalance(system: OwnSystem, wallet: string): Promise<bigint> {
  const client = createPublicClient({ transport: http(system.rpcUrl) });
  return client.readContract({
    address: system.app.contracts.USDT!,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [wallet as Hex],
  });
}

/** alice's NFTs for sale in USDT of a tradable category: listed on chain, and offered unminted. */
async function aliceOffers(system: OwnSystem) {
  const all = (await buyableOf(system.url, demo.alice.wallet, 'USDT')).filter((nft) =>
    system.app.allowTrading.includes(nft.categoryId),
  );
  const listed = all.filter((nft) => nft.purchasesStatus === 1);
  const unminted = all.filter((nft) => nft.purchasesStatus === 0 && nft.labActive && !nft.onchain);
  expect(listed.length, 'alice lists NFTs in USDT').toBeGreaterThan(0);
  expect(unminted.length, 'alice offers unminted NFTs in USDT').toBeGreaterThan(0);
  return { listed, unminted };
}

describe('allow-buy off (ALLOW_BUY=0, the api default)', () => {
  it('the Buy button is disabled with the reason, the api refuses, nothing is charged', async () => {
    const { listed, unminted } = await aliceOffers(system);
    const before = await usdtBalance(system, demo.bob.wallet);
    const { page, wallet } = await userPage(system, demo.bob);

    for (const nft of [listed[0]!, unminted[0]!]) {
      await page.goto(system.url + routes.detail(nft.id));
      const button = page.getByTestId('buy-button');
      await button.waitFor();
      expect(await button.isDisabled()).toBe(true);
      await page.getByText('Buying is not available at the moment.').waitFor();
      expect(await page.getByRole('dialog', { name: /Buy NFT/ }).count()).toBe(0);
    }

    // Whatever a client sends, the api neither checks a purchase nor signs a mint permit.
    const check = await signedGet(system, 'bob', `/v1/nft/${listed[0]!.id}/purchase-check`);
    expect(check).toMatchObject({ status: 403, body: { code: 'BUYING_DISABLED' } });
    const permit = await signedGet(
      system,
      'bob',
      `/v1/nft/${unminted[0]!.id}/mintingPermission/refer-code/${demo.bob.wallet}?referCode=pro2`,
    );
    expect(permit).toMatchObject({ status: 403, body: { code: 'BUYING_DISABLED' } });

    expect(wallet.calls).not.toContain('eth_sendTransaction');
    expect(await usdtBalance(system, demo.bob.wallet)).toBe(before);
    expect(await ownerOnChain(system.rpcUrl, system.app.contracts.VrNFT!, listed[0]!.tokenId!)).toBe(
      system.app.contracts.Marketplace!.toLowerCase(),
    );
  });
});

describe('whitelist check on (ALLOW_BUY=1, CHECK_WHITELIST=1)', () => {
  let offers: { listed: ListedNft[]; unminted: ListedNft[] };
  beforeAll(async () => {
    await system.restartApi({ ALLOW_BUY: '1', CHECK_WHITELIST: '1' });
    offers = await aliceOffers(system);
  });

  it('an account outside the whitelist is refused with its message and charged nothing', async () => {
    const nft = offers.listed[0]!;
    const before = await usdtBalance(system, demo.bob.wallet);
    const { page, wallet } = await userPage(system, demo.bob);
    await page.goto(system.url + routes.detail(nft.id));
    // The button shows (enabled) as soon as the app's config is in; the account's whitelist mark
    // comes with the profile a moment later: the reason appears then, and the button is disabled.
    await page.getByText('Your account does not in whitelist.').waitFor();
    expect(await page.getByTestId('buy-button').isDisabled()).toBe(true);

    const check = await signedGet(system, 'bob', `/v1/nft/${nft.id}/purchase-check`);
    expect(check).toMatchObject({ status: 403, body: { code: 'NOT_IN_WHITELIST' } });
    expect(wallet.calls).not.toContain('eth_sendTransaction');
    expect(await usdtBalance(system, demo.bob.wallet)).toBe(before);
  });

  it('a whitelisted account buys a listed NFT: approve → buy → record; ownership moves', async () => {
    const nft = offers.listed[0]!;
    const { page } = await userPage(system, admin);
    await page.goto(system.url + routes.detail(nft.id));
    await page.getByTestId('buy-button').click();
    const dialog = page.getByRole('dialog', { name: /Buy NFT/ });
    await dialog.getByRole('button', { name: 'Pay with USDT' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog
      .getByText(`Are you sure you want to buy this NFT for ${formatPrice(nft.currentPrice, 'USDT')}?`)
      .waitFor();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.getByText(SUCCESS).waitFor({ timeout: 30_000 });
    expect(await ownerOnChain(system.rpcUrl, system.app.contracts.VrNFT!, nft.tokenId!)).toBe(admin.wallet);
  });

  it('a whitelisted buyer with a referral code: the reward line, then the referrer’s refer-list has the mint', async () => {
    const nft = offers.unminted[0]!;
    const price = formatPrice(nft.mintingPrice, 'USDT');
    expect((await signedGet(system, 'pro2', `/v1/nft/${pro2.wallet}/refer-list`)).body.total).toBe(0);

    const { page } = await userPage(system, admin);
    await page.goto(system.url + routes.detail(nft.id));
    await page.getByTestId('buy-button').click();
    const dialog = page.getByRole('dialog', { name: /Buy NFT/ });
    await dialog.getByRole('button', { name: 'Pay with USDT' }).click();
    await dialog.getByTestId('buy-amount').getByText(price).waitFor();
    // The buyer (admin) referred no one yet.
    await dialog
      .getByTestId('buy-referral-reward')
      .getByText('You did not referred any user. Please invite your friends to claim the rewards.')
      .waitFor();
    await dialog.getByLabel('Referral code').fill(' pro2 ');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.getByText(SUCCESS).waitFor({ timeout: 30_000 });
    expect(await ownerOnChain(system.rpcUrl, system.app.contracts.VrNFT!, nft.id)).toBe(admin.wallet);

    // Recorded from the mint's receipt, for pro2 only; nobody else may read pro2's list.
    const list = await signedGet(system, 'pro2', `/v1/nft/${pro2.wallet}/refer-list`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({
      total: 1,
      results: [{ tokenId: nft.id, code: 'pro2', receiver: admin.wallet, claimed: false }],
    });
    expect((await signedGet(system, 'bob', `/v1/nft/${pro2.wallet}/refer-list`)).status).toBe(403);
  });

  it('a chain that stops answering: the Buy dialog ends in the default error and is usable again', async () => {
    // One still listed now (the scenarios before bought the first).
    const nft = (await buyableOf(system.url, demo.alice.wallet, 'USDT')).find(
      (item) => item.purchasesStatus === 1 && system.app.allowTrading.includes(item.categoryId),
    );
    expect(nft, 'alice lists another NFT in USDT').toBeDefined();
    const { page, wallet } = await userPage(system, admin);
    await page.goto(system.url + routes.detail(nft!.id));
    await page.getByTestId('buy-button').click();
    const dialog = page.getByRole('dialog', { name: /Buy NFT/ });
    await dialog.getByRole('button', { name: 'Pay with USDT' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByTestId('buy-confirm').waitFor();

    // The chain takes the transaction but mines nothing: no receipt ever comes.
    await setAutomine(system.rpcUrl, false);
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
      await setAutomine(system.rpcUrl, true);
    }
    // The signed transaction was only waiting: mined now, the NFT is the buyer's.
    expect(await ownerOnChain(system.rpcUrl, system.app.contracts.VrNFT!, nft!.tokenId!)).toBe(admin.wallet);
    // The scenario waits out the pipeline's 20 s limit on purpose: room beyond the 60 s default.
  }, 120_000);
});
