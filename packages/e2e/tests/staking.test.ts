import { formatPrice, routes, type StakeableNft, type StakingReward } from '@vrmarket/domain';
import { categories } from '@vrmarket/scripts/seed/catalogue';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createPublicClient, formatUnits, type Hex, http, parseAbi, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../src/browser.ts';
import { apiGet, ownerOnChain } from '../src/buyer.ts';
import { screenshots, shotsFolder } from '../src/screenshots.ts';
import { apiLogin, type Session } from '../src/session.ts';
import { demoUserPage } from '../src/trading.ts';

/*
 * Staking on the shared system's chain. Advancing anvil's clock past a lock would expire the
 * wall-clock deadlines of other files' mint permits and swap keys, so the config runs this file
 * after every other file of the shared system.
 */
const appUrl = inject('appUrl');
/** Screenshots at four sizes take a while: the scenario that takes them gets more time. */
const SCENARIO_MS = shotsFolder ? 240_000 : 90_000;
const rpcUrl = inject('rpcUrl');

let browser: Browser;
let alice: Session;
let context: BrowserContext;
let page: Page;
let vault: string;
let contracts: Record<string, Hex>;
/** The NFT the LOCKED scenario staked (the FLEXIBLE one takes another). */
let lockedId: string | undefined;

type StakingRecord = { _id: string; tokenId: string; status: string; type: string };
const staking = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${appUrl}/api/v1/nft/staking-nft/${path}`, {
    headers: { authorization: `Bearer ${alice.accessToken}` },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
};
/** Alice's USDT pending balance on the Payout contract (what PENDING BALANCE shows). */
const pendingUsdt = () =>
  createPublicClient({ transport: http(rpcUrl) }).readContract({
    address: contracts.Payout!,
    abi: parseAbi(['function pendingERC20(address, address) view returns (uint256)']),
    functionName: 'pendingERC20',
    args: [contracts.USDT!, alice.user.publicKey as Hex],
  });
/** Alice's minted NFTs the api lets her stake now, newest first (other files pick the cheapest). */
const available = async () =>
  (await staking<{ results: StakeableNft[] }>(`${alice.user.publicKey.toLowerCase()}/list-staking-available`))
    .results;
const toast = (text: string) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 30_000 });
const rpc = async (method: string, params: unknown[] = []) => {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
};

/** The new-staking flow from 'Staking Now' to the success toast, for `nft` with a duration card or Flexible. */
async function stake(nft: StakeableNft, duration: string | 'Flexible') {
  await page.goto(appUrl + routes.staking());
  await page.getByRole('button', { name: 'Staking Now' }).click();
  await page.waitForURL(`**${routes.stakingSelectCategory()}`);
  const title = categories.find((c) => c.id === Number(nft.categoryId))!.title;
  if (duration !== 'Flexible') {
    await page.getByTestId('staking-category').first().waitFor();
    await screenshots(page, 'staking-select-category');
  }
  await page.getByTestId('staking-category').filter({ hasText: title }).click();
  await page.waitForURL(`**${routes.stakingNew(nft.categoryId)}`);
  await page.getByRole('button', { name: 'SELECT NFTS' }).click();
  await page.getByTestId('stakeable-nft').filter({ hasText: nft.title }).first().click();
  await page.getByTestId('staking-chosen-nft').getByText(nft.title).waitFor();
  const next = page.getByRole('button', { name: 'Next' });
  // Next waiting for the duration is StakingChoiceStep.test.tsx's.
  if (duration === 'Flexible') await page.getByRole('button', { name: /^Flexible/ }).click();
  else await page.getByTestId('staking-duration').filter({ hasText: duration }).click();
  if (duration !== 'Flexible') await screenshots(page, 'staking-form');
  await next.click();
  await page.getByText('Please check information').waitFor();
  const submit = page.getByRole('button', { name: 'Staking', exact: true });
  expect(await submit.isDisabled()).toBe(true);
  await page.getByLabel('I agree to the staking terms').check();
  if (duration !== 'Flexible') await screenshots(page, 'staking-review');
  await submit.click();
  await toast('Your NFT has been staked successfully!');
  await page.waitForURL(`**${routes.staking()}`);
}

beforeAll(async () => {
  browser = await launchBrowser();
  alice = await apiLogin(appUrl, 'alice');
  const configs = await apiGet<{ data: { vaultAddress: string } }>(appUrl, '/v1/nft/staking-nft/configs');
  vault = configs.data.vaultAddress;
  ({ contracts } = await apiGet<{ contracts: Record<string, Hex> }>(appUrl, '/v1/configs/app'));
  ({ context, page } = await demoUserPage(browser, 'alice'));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('staking', () => {
  it('alice stakes an NFT LOCKED for 30 days; the vault holds it; after the lock she claims it back and the reward is her PENDING BALANCE', {
    timeout: SCENARIO_MS,
  }, async () => {
    // A retry takes a fresh NFT: the first attempt's may still be in the vault.
    const nft = (await available())[0]!;
    lockedId = nft.id;
    await stake(nft, '30 days');
    expect(await ownerOnChain(rpcUrl, nft.contractAddress as Hex, nft.tokenId)).toBe(vault);
    const active = page.getByTestId('staking-card').filter({ hasText: nft.title });
    await active.waitFor();
    // Before the end date the claim is disabled (and the api refuses it); on day one it has earned
    // nothing yet, and the term's estimate reads as one.
    expect(await active.getByRole('button', { name: 'Claim' }).isDisabled()).toBe(true);
    expect(await active.getByText('Earned so far').locator('..').textContent()).toContain('0.0000 USDT');
    await active.getByText('Estimated at the end').waitFor();
    await screenshots(page, 'staking-page');

    await rpc('evm_increaseTime', [31 * 86_400]);
    await rpc('evm_mine');
    await page.reload();
    const claim = active.getByRole('button', { name: 'Claim' });
    await expect.poll(() => claim.isEnabled(), { timeout: 15_000 }).toBe(true);
    const pendingBefore = await pendingUsdt();
    await claim.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Claim' }).click();
    await toast('Your staking reward has been claimed successfully!');
    expect(await ownerOnChain(rpcUrl, nft.contractAddress as Hex, nft.tokenId)).toBe(
      alice.user.publicKey.toLowerCase(),
    );
    await page.getByTestId('claim-history-row').filter({ hasText: nft.title }).waitFor();
    const history = await staking<{ results: StakingRecord[] }>(
      `${alice.user.publicKey.toLowerCase()}/history`,
    );
    expect(history.results.find((r) => r.tokenId === nft.tokenId)?.status).toBe('CLAIMED');

    // The reward was credited on the Payout contract: the Claim History shows it paid, with its transaction.
    const rewards = await staking<{ results: StakingReward[] }>(
      `${alice.user.publicKey.toLowerCase()}/history?type=REWARDS`,
    );
    const reward = rewards.results.find((r) => r.tokenId === nft.tokenId)!;
    expect(reward).toMatchObject({ payoutStatus: 'PAID', txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    const row = page.getByTestId('claim-history-row').filter({ hasText: nft.title });
    await row.getByText('Paid to your pending balance').waitFor();
    await row.getByTitle(reward.txHash!).waitFor();
    await screenshots(page, 'staking-claim-history');
    const pending = await pendingUsdt();
    expect(pending - pendingBefore).toBe(parseUnits(reward.amount, 18));

    // …and it is on her PENDING BALANCE tab of /claim.
    await page.goto(`${appUrl}${routes.claim()}`);
    await page
      .locator('[data-testid="pending-balance"][data-currency="USDT"]')
      .getByTestId('pending-amount')
      .getByText(formatPrice(formatUnits(pending, 18), 'USDT'))
      .waitFor();
    await screenshots(page, 'staking-pending-balance');
  });

  it('a FLEXIBLE stake claimed after 30 days pays its interest and stays staked', async () => {
    const nft = (await available()).find((n) => n.id !== lockedId)!;
    await stake(nft, 'Flexible');
    const active = page.getByTestId('staking-card').filter({ hasText: nft.title });
    await active.getByText('No lock').waitFor();
    const claim = active.getByRole('button', { name: 'Claim' });
    expect(await claim.isDisabled()).toBe(true);

    await rpc('evm_increaseTime', [31 * 86_400]);
    await rpc('evm_mine');
    await page.reload();
    await expect.poll(() => claim.isEnabled()).toBe(true);
    const pendingBefore = await pendingUsdt();
    await claim.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('The interest since the last claim is paid; the NFT stays staked.').waitFor();
    await dialog.getByRole('button', { name: 'Claim' }).click();
    await toast('Your staking reward has been claimed successfully!');
    // The NFT stays in the vault and the next claim waits another 30 days.
    expect(await ownerOnChain(rpcUrl, nft.contractAddress as Hex, nft.tokenId)).toBe(vault);
    await expect.poll(() => claim.isDisabled()).toBe(true);
    const rewards = await staking<{ results: StakingReward[] }>(
      `${alice.user.publicKey.toLowerCase()}/history?type=REWARDS`,
    );
    const reward = rewards.results.find((r) => r.tokenId === nft.tokenId)!;
    expect(reward).toMatchObject({ kind: 'CLAIM', days: 31, payoutStatus: 'PAID' });
    expect((await pendingUsdt()) - pendingBefore).toBe(parseUnits(reward.amount, 18));
    await page
      .getByTestId('claim-history-row')
      .filter({ hasText: nft.title })
      .getByText('Paid to your pending balance')
      .waitFor();
    await screenshots(page, 'staking-flexible-claimed');
  });

  it('a FLEXIBLE stake cancelled early comes back without interest', async () => {
    const nft = (await available()).find((n) => n.id !== lockedId)!;
    const wallet = alice.user.publicKey.toLowerCase();
    const rewardsBefore = (await staking<{ total: number }>(`${wallet}/history?type=REWARDS`)).total;
    const pendingBefore = await pendingUsdt();
    await stake(nft, 'Flexible');
    expect(await ownerOnChain(rpcUrl, nft.contractAddress as Hex, nft.tokenId)).toBe(vault);
    const active = page.getByTestId('staking-card').filter({ hasText: nft.title });
    await active.getByText('Flexible').first().waitFor();
    // Flexible interest waits 30 days: no claim yet.
    expect(await active.getByRole('button', { name: 'Claim' }).isDisabled()).toBe(true);
    await active.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('dialog')
      .getByText('Cancelling a flexible staking within its first month earns no interest.', { exact: false })
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await toast('Your staking has been cancelled successfully!');
    expect(await ownerOnChain(rpcUrl, nft.contractAddress as Hex, nft.tokenId)).toBe(wallet);
    expect((await staking<{ total: number }>(`${wallet}/history?type=REWARDS`)).total).toBe(rewardsBefore);
    // Nothing was credited on the Payout contract.
    expect(await pendingUsdt()).toBe(pendingBefore);
    const history = await staking<{ results: StakingRecord[] }>(`${wallet}/history`);
    expect(history.results.find((r) => r.tokenId === nft.tokenId)).toMatchObject({
      type: 'FLEXIBLE',
      status: 'CANCELLED',
    });
    await page.getByTestId('staking-history-row').filter({ hasText: 'Cancelled' }).first().waitFor();
  });
});
