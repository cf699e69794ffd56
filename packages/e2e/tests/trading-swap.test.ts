import { countryOf, type Page as ListPage, type Nft, PurchaseStatus, routes } from '@vrmarket/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../src/browser.ts';
import { claim, claimFirst } from '../src/claims.ts';
import { screenshots } from '../src/screenshots.ts';
import { apiLogin, type Session } from '../src/session.ts';
import { demoUserPage, nftsOf, waitForNft } from '../src/trading.ts';

const appUrl = inject('appUrl');

let browser: Browser;
let alice: Session;
let context: BrowserContext;
let page: Page;

const dialog = () => page.getByTestId('trade-dialog');
const actions = () => page.getByTestId('owner-actions');

async function swapPartners(nft: Nft, keyword?: string): Promise<ListPage<Nft>> {
  const query = new URLSearchParams({ page: '1', limit: '16', ...(keyword ? { keyword } : {}) });
  const response = await fetch(`${appUrl}/api/v1/nft/swap-nft/${nft.id}/list-swap-available?${query}`, {
    headers: { authorization: `Bearer ${alice.accessToken}` },
  });
  return (await response.json()) as ListPage<Nft>;
}

beforeAll(async () => {
  browser = await launchBrowser();
  alice = await apiLogin(appUrl, 'alice');
  ({ context, page } = await demoUserPage(browser, 'alice'));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('swap on the local chain', () => {
  it("alice swaps her foreign-country NFT for one of the SwapDesk's pool; both change hands", async () => {
    const wallet = alice.user.publicKey.toLowerCase();
    const candidates = (await nftsOf(appUrl, alice)).filter(
      (nft) =>
        nft.purchasesStatus === PurchaseStatus.OWNED &&
        nft.ownerAddress === wallet &&
        !nft.inUsed &&
        countryOf(nft),
    );
    let given: Nft | undefined;
    let pool: ListPage<Nft> | undefined;
    for (const nft of candidates) {
      pool = await swapPartners(nft);
      if (pool.total > 0 && claim(nft.id)) {
        given = nft;
        break;
      }
    }
    if (!given || !pool) throw new Error('the seed gives alice no NFT with a swap partner');
    const wanted = claimFirst(pool.results);
    if (!wanted) throw new Error('every swap partner of alice’s NFT is taken by another scenario');
    const wantedCountry = countryOf(wanted)!;
    expect(wantedCountry).not.toBe(countryOf(given));

    await page.goto(appUrl + routes.inventoryDetail(given.id));
    const swapButton = actions().getByRole('button', { name: 'Swap', exact: true });
    await expect.poll(() => swapButton.isEnabled(), { timeout: 15_000 }).toBe(true);
    await swapButton.click();
    await dialog().getByTestId('swap-candidate').first().waitFor();
    await screenshots(page, 'swap-1-picker');

    // The picker's choice, its empty search and the review are SwapDialog.test.tsx's; the search
    // by attribute is the api's swap.test.ts. Here the api's pool, searched by the wanted NFT's
    // country, offers it, and the choice goes to the chain.
    await dialog().getByTestId('swap-search').fill(wantedCountry);
    const tile = dialog().locator(`[data-testid="swap-candidate"][data-token-id="${wanted.tokenId}"]`);
    await tile.click();
    await screenshots(page, 'swap-2-chosen');
    await dialog().getByRole('button', { name: 'Next' }).click();
    await dialog().getByTestId('swap-review').waitFor();
    await screenshots(page, 'swap-3-review');
    await dialog().getByRole('button', { name: 'Confirm' }).click();
    // No key was issued for this pair yet: the key step goes first, then the transfer to the desk.
    await dialog().locator('[data-step="swapKey"]').waitFor();
    await dialog().locator('[data-step="swap"]').waitFor();
    await page.getByText('Your swap request has been sent successfully!', { exact: true }).first().waitFor({
      timeout: 30_000,
    });

    const gone = await waitForNft(appUrl, given.id, (nft) => nft.ownerAddress !== wallet);
    expect(gone.ownerAddress).toBe(wanted.ownerAddress);
    await waitForNft(appUrl, wanted.id, (nft) => nft.ownerAddress === wallet && nft.seller === wallet);
    const inventory = (await nftsOf(appUrl, alice)).map((nft) => nft.id);
    expect(inventory).toContain(wanted.id);
    expect(inventory).not.toContain(given.id);

    // The received NFT is alice's on its detail screen: her owner actions show there.
    await page.goto(appUrl + routes.inventoryDetail(wanted.id));
    await actions().getByRole('button', { name: 'Sell', exact: true }).waitFor();
    // The given one is the desk's now: alice sees the public screen without owner actions.
    await page.goto(appUrl + routes.inventoryDetail(given.id));
    await page.waitForURL(`**${routes.detail(given.id)}`);
    await expect(actions().count()).resolves.toBe(0);
  });
});
