import { type Nft, PurchaseStatus, routes } from '@vrmarket/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../src/browser.ts';
import { claimFirst } from '../src/claims.ts';
import { screenshots } from '../src/screenshots.ts';
import { apiLogin, type Session } from '../src/session.ts';
import { demoUserPage, fetchNft, nftsOf, waitForNft } from '../src/trading.ts';
import type { TestWallet } from '../src/wallet.ts';

const appUrl = inject('appUrl');
const chainId = inject('chainId');

let browser: Browser;
let alice: Session;
let bob: Session;
let context: BrowserContext;
let page: Page;
let wallet: TestWallet;
let inventory: Nft[];
/** One of alice's NFTs, picked by what it is (tradable, cheapest first), that no scenario took before. */
function pick(description: string, test: (nft: Nft) => boolean): Nft {
  const found = claimFirst(
    inventory.filter(test).sort((a, b) => Number(a.mintingPrice) - Number(b.mintingPrice)),
  );
  if (!found) throw new Error(`alice has no ${description}`);
  return found;
}

const tradable = (nft: Nft) => [50, 51, 52, 53, 54, 55, 56].includes(Number(nft.categoryId)) && !nft.inUsed;
const dialog = () => page.getByTestId('trade-dialog');
const actions = () => page.getByTestId('owner-actions');
const toast = (text: string) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 30_000 });
const shot = async (name: string) => {
  await screenshots(page, `trading-${name}`);
};

async function openAction(nft: Nft, label: string) {
  await page.goto(appUrl + routes.inventoryDetail(nft.id));
  await actions().getByRole('button', { name: label, exact: true }).click();
  await dialog().waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  [alice, bob] = await Promise.all([apiLogin(appUrl, 'alice'), apiLogin(appUrl, 'bob')]);
  inventory = await nftsOf(appUrl, alice);
  ({ context, page, wallet } = await demoUserPage(browser, 'alice'));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('owner actions on the local chain', () => {
  it('mints an unminted NFT by permit, after the spec’s confirm', async () => {
    const nft = pick(
      'unminted verified item priced in USDT',
      (n) =>
        n.purchasesStatus === PurchaseStatus.NONE && n.isVerified === true && n.mintingCurrency === 'USDT',
    );
    // The confirmation's text is OwnerDialogs.test.tsx's; here Yes goes to the wallet and the chain.
    await openAction(nft, 'Mint');
    await shot('mint-confirm');
    await dialog().getByRole('button', { name: 'Yes' }).click();
    await toast('Your NFT has been minted successfully!');
    expect(wallet.calls).toContain('eth_sendTransaction');

    const minted = await waitForNft(appUrl, nft.id, (n) => n.purchasesStatus === PurchaseStatus.OWNED);
    expect(minted).toMatchObject({ onchain: true, tokenId: nft.id, ownerAddress: alice.user.publicKey });
    // The page refreshed: the owner's actions of a minted NFT.
    await actions().getByRole('button', { name: 'Sell', exact: true }).waitFor();
  });

  // The dialogs' steps, the price field's messages and the reviews' figures are
  // PriceDialogs.test.tsx's and OwnerDialogs.test.tsx's: here they go to the wallet, the chain and the api.
  it('sells in 3 steps with the fee review, changes the price in 2, then removes it from the market', async () => {
    const nft = pick('minted item', (n) => n.purchasesStatus === PurchaseStatus.OWNED && tradable(n));
    await openAction(nft, 'Sell');
    await dialog().getByRole('radio', { name: 'USDT' }).check();
    await shot('sell-1-currency');
    await dialog().getByRole('button', { name: 'Next' }).click();
    await dialog().getByTestId('price-input').fill('12.5');
    await shot('sell-2-price');
    // Next waits for the fee the deployed contract computes (calculateOfferFee): its 3% reaches the review.
    await dialog().getByRole('button', { name: 'Next' }).click();
    const review = dialog().getByTestId('price-review');
    await expect(review.getByTestId('amount-received').textContent()).resolves.toBe('12.125 USDT');
    await shot('sell-3-review');
    await dialog().getByRole('button', { name: 'Confirm' }).click();
    // The steps the wallet is asked for, as they run (the seed already approved the marketplace).
    await dialog().locator('[data-step="createOffer"]').waitFor();
    await shot('sell-running');
    await toast(
      "Your NFT has been successfully listed for sale! When someone buys this NFT, we'll send you an email.",
    );
    const listed = await waitForNft(appUrl, nft.id, (n) => n.purchasesStatus === PurchaseStatus.SELLING);
    expect(listed).toMatchObject({ currentPrice: '12.5', currency: 'USDT' });

    await actions().getByRole('button', { name: 'Change Price' }).click();
    await dialog().getByTestId('price-input').fill('20');
    await dialog().getByRole('button', { name: 'Next' }).click();
    await dialog().getByTestId('price-review').waitFor();
    await shot('change-price-review');
    await dialog().getByRole('button', { name: 'Confirm' }).click();
    await toast('You adjusted the price successfully! After a few minutes, the price will change!');
    await waitForNft(appUrl, nft.id, (n) => n.currentPrice === '20');

    await actions().getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog().waitFor();
    await shot('cancel-confirm');
    await dialog().getByRole('button', { name: 'Yes' }).click();
    await toast('Successfully!');
    await waitForNft(appUrl, nft.id, (n) => n.purchasesStatus === PurchaseStatus.OWNED);
    await actions().getByRole('button', { name: 'Sell', exact: true }).waitFor();
  });

  it('a denied signature says so and leaves the dialog ready to try again', async () => {
    const nft = pick('minted item', (n) => n.purchasesStatus === PurchaseStatus.OWNED && tradable(n));
    await openAction(nft, 'Transfer');
    await dialog().getByTestId('transfer-address').fill(bob.user.publicKey);
    await dialog().getByRole('button', { name: 'Next' }).click();
    wallet.failNext('eth_sendTransaction', 4001, 'User rejected the request.');
    await dialog().getByRole('button', { name: 'Confirm' }).click();
    await toast('You denied the transaction signature.');
    // Busy reset: the buttons work again and nothing changed.
    await expect(dialog().getByRole('button', { name: 'Confirm' }).isEnabled()).resolves.toBe(true);
    expect((await fetchNft(appUrl, nft.id)).ownerAddress).toBe(alice.user.publicKey);
  });

  // The address's checks and User not found are OwnerDialogs.test.tsx's (the look-up: the api's auth.test.ts).
  it('transfers after a review that names the recipient the api finds', async () => {
    const nft = pick('minted item', (n) => n.purchasesStatus === PurchaseStatus.OWNED && tradable(n));
    await openAction(nft, 'Transfer');
    const address = dialog().getByTestId('transfer-address');
    await address.fill(bob.user.publicKey.toUpperCase().replace('0X', '0x'));
    await dialog().getByRole('button', { name: 'Next' }).click();
    await dialog().getByTestId('transfer-username').getByText('bob').waitFor();
    await shot('transfer-review');
    await dialog().getByRole('button', { name: 'Confirm' }).click();
    await toast('Successfully! Please check your email for more information.');
    await waitForNft(appUrl, nft.id, (n) => n.ownerAddress === bob.user.publicKey.toLowerCase());
  });

  it('offers an NFT for rent by duration, unit and USDT price, switching the wallet back to our network first', async () => {
    const nft = pick('minted item', (n) => n.purchasesStatus === PurchaseStatus.OWNED && tradable(n));
    await openAction(nft, 'Rent');
    // The user wanders off to another network in the wallet meanwhile.
    await page.evaluate(() =>
      (window as unknown as { ethereum: { request(a: unknown): Promise<unknown> } }).ethereum.request({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0x38',
            chainName: 'BNB Smart Chain',
            rpcUrls: ['https://bsc.invalid'],
            nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
          },
        ],
      }),
    );
    expect(wallet.chainId()).toBe(56);
    // The form's checks and summary are OwnerDialogs.test.tsx's.
    await dialog().getByTestId('rent-duration').fill('3');
    await dialog().getByTestId('rent-price').fill('2.5');
    await shot('rent-form');
    const before = wallet.calls.length;
    await dialog().getByRole('button', { name: 'Confirm' }).click();
    await toast('Your NFT has been listed for rent!');
    expect(wallet.calls.slice(before)).toContain('wallet_switchEthereumChain');
    expect(wallet.chainId()).toBe(chainId);
    // The recorded listing moves the NFT into the rental contract: Rent, no longer Owned.
    await waitForNft(appUrl, nft.id, (n) => n.purchasesStatus === PurchaseStatus.RENT);
  });
});
