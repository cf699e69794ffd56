// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { marketplaceAbi } from '@vrmarket/contracts/abis';
import { type Nft, PurchaseStatus } from '@vrmarket/domain';
import { describe, expect, it } from 'vitest';
import { answerContractReads, chainConfigAnswers, testContracts } from '../../testing/answerContractReads.ts';
import { type Answer, renderInApp } from '../../testing/renderInApp.tsx';
import { ChangePriceDialog } from './ChangePriceDialog.tsx';
import { SellDialog } from './SellDialog.tsx';

// What the dialogs read of an owned 3D NFT (category 54), and of the same one listed at 12.5 USDT.
const owned = {
  id: '31',
  categoryId: 54,
  category: [],
  purchasesStatus: PurchaseStatus.OWNED,
} as unknown as Nft;
const listed = { ...owned, purchasesStatus: PurchaseStatus.SELLING, currency: 'USDT', currentPrice: '12.5' };

// The category sells in USDT, BIVE and the native coin.
const currencyConfig: Answer = [
  '/v1/configs/currency',
  200,
  [{ categoryId: 54, currencySelling: 'USDT-BIVE-ETH', currencyBuying: 'USDT' }],
];

/** The Marketplace contract takes USDT only, at a fee of `feeBps` basis points. */
function marketplaceOnChain(feeBps: bigint) {
  answerContractReads(marketplaceAbi, {
    supportsCurrency: ([token]) => String(token).toLowerCase() === testContracts.USDT,
    listingFee: () => feeBps,
    calculateOfferFee: ([price]) => ((price as bigint) * feeBps) / 10_000n,
  });
}

async function openSell() {
  await renderInApp(<SellDialog nft={owned} title="SELL_NFT" open onClose={() => {}} />, {
    answers: [...chainConfigAnswers, currencyConfig],
  });
  return screen.findByRole('dialog', { name: /Sell NFT/ });
}

async function toPriceStep() {
  const dialog = await openSell();
  await user.click(await within(dialog).findByRole('radio', { name: 'USDT' }));
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  await within(dialog).findByText('Step 2 of 3');
  return { dialog, price: within(dialog).getByRole('textbox', { name: 'Price' }) };
}

const next = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Next' });

// No pause between keystrokes: what is typed is checked, not the typing speed.
const user = userEvent.setup({ delay: null });

describe('the Sell dialog, before the wallet is asked', () => {
  it("offers the category's currencies: those the marketplace takes, the others listed but not selectable", async () => {
    marketplaceOnChain(300n);
    const dialog = await openSell();
    within(dialog).getByText('Step 1 of 3');
    const usdt = await within(dialog).findByRole('radio', { name: 'USDT' });
    expect(usdt).toHaveProperty('disabled', false);
    const bive = within(dialog).getByRole('radio', { name: 'BIVE — Not taken by the marketplace now' });
    expect(bive).toHaveProperty('disabled', true);
    const native = within(dialog).getByRole('radio', { name: 'aETH — Not available for this category' });
    expect(native).toHaveProperty('disabled', true);
    // The one currency that can be chosen is chosen already.
    expect(usdt).toHaveProperty('checked', true);
    expect(next(dialog).hasAttribute('disabled')).toBe(false);
  });

  it('with no currency set up for the category, says so and cannot go on', async () => {
    marketplaceOnChain(300n);
    await renderInApp(<SellDialog nft={owned} title="SELL_NFT" open onClose={() => {}} />, {
      answers: [...chainConfigAnswers, ['/v1/configs/currency', 200, []]],
    });
    const dialog = await screen.findByRole('dialog', { name: /Sell NFT/ });
    await within(dialog).findByText('No currency is set up for this category.');
    expect(within(dialog).queryAllByRole('radio')).toHaveLength(0);
    expect(next(dialog).hasAttribute('disabled')).toBe(true);
  });

  it("the price field's messages (R-VALID-2, R-VALID-19): empty, zero, and letters and signs not typed at all", async () => {
    marketplaceOnChain(300n);
    const { dialog, price } = await toPriceStep();
    within(dialog).getByText('The price must be higher than zero.');
    expect(next(dialog).hasAttribute('disabled')).toBe(true);

    await user.type(price, '1e-2');
    expect(price).toHaveProperty('value', '12');
    await user.clear(price);
    await user.type(price, '0');
    await within(dialog).findByText('Price must be greater than zero.');
    expect(next(dialog).hasAttribute('disabled')).toBe(true);

    await user.clear(price);
    await user.type(price, '1.12345');
    await within(dialog).findByText('The price can have at most 4 decimal places.');
    expect(next(dialog).hasAttribute('disabled')).toBe(true);
  });

  it('reviews the price, the fee the contract computes and the amount received', async () => {
    marketplaceOnChain(300n);
    const { dialog, price } = await toPriceStep();
    await user.type(price, '12.5');
    await expect.poll(() => next(dialog).hasAttribute('disabled')).toBe(false);
    await user.click(next(dialog));

    await within(dialog).findByText('Step 3 of 3');
    within(dialog).getByText('Marketplace fee (3%)');
    within(dialog).getByText('0.375 USDT');
    within(dialog).getByText('12.125 USDT');
    within(dialog).getByRole('button', { name: 'Confirm' });
  });

  it("an operator's other fee (4.5%) is the one reviewed", async () => {
    marketplaceOnChain(450n);
    const { dialog, price } = await toPriceStep();
    await user.type(price, '10');
    await expect.poll(() => next(dialog).hasAttribute('disabled')).toBe(false);
    await user.click(next(dialog));
    await within(dialog).findByText('Marketplace fee (4.5%)');
    within(dialog).getByText('0.45 USDT');
    within(dialog).getByText('9.55 USDT');
  });

  it('Back returns to the price typed, and to the currency', async () => {
    marketplaceOnChain(300n);
    const { dialog, price } = await toPriceStep();
    await user.type(price, '7');
    await expect.poll(() => next(dialog).hasAttribute('disabled')).toBe(false);
    await user.click(next(dialog));
    await within(dialog).findByText('Step 3 of 3');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('textbox', { name: 'Price' })).toHaveProperty('value', '7');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    within(dialog).getByText('Step 1 of 3');
    expect(within(dialog).getByRole('radio', { name: 'USDT' })).toHaveProperty('checked', true);
  });

  it('when the chain cannot say which currencies it takes, says so in place of the choices', async () => {
    answerContractReads(marketplaceAbi, {});
    const dialog = await openSell();
    await within(dialog).findByRole('alert');
    expect(within(dialog).queryAllByRole('radio')).toHaveLength(0);
    expect(next(dialog).hasAttribute('disabled')).toBe(true);
  });
});

describe('the Change price dialog, before the wallet is asked', () => {
  it('shows the current price, checks the new one, and reviews it in the offer currency', async () => {
    marketplaceOnChain(300n);
    await renderInApp(<ChangePriceDialog nft={listed} title="CHANGE_PRICE" open onClose={() => {}} />, {
      answers: chainConfigAnswers,
    });
    const dialog = await screen.findByRole('dialog', { name: /Change Price/ });
    within(dialog).getByText('Step 1 of 2');
    expect(dialog.textContent).toContain('Current price: 12.5 USDT');
    within(dialog).getByText('The price must be higher than zero.');
    expect(next(dialog).hasAttribute('disabled')).toBe(true);

    await user.type(within(dialog).getByRole('textbox', { name: 'New price' }), '20');
    await expect.poll(() => next(dialog).hasAttribute('disabled')).toBe(false);
    await user.click(next(dialog));
    await within(dialog).findByText('Step 2 of 2');
    within(dialog).getByText('Marketplace fee (3%)');
    within(dialog).getByText('0.6 USDT');
    within(dialog).getByText('19.4 USDT');
  });
});
