// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auctionHouseAbi } from '@vrmarket/contracts/abis';
import { type Nft, PurchaseStatus } from '@vrmarket/domain';
import { describe, expect, it } from 'vitest';
import { answerContractReads, chainConfigAnswers, testContracts } from '../../testing/answerContractReads.ts';
import { type Answer, renderInApp } from '../../testing/renderInApp.tsx';
import { SellDialog } from './SellDialog.tsx';

// An owned 3D NFT (category 54), which sells in USDT and BIVE.
const owned = {
  id: '31',
  categoryId: 54,
  category: [],
  purchasesStatus: PurchaseStatus.OWNED,
} as unknown as Nft;
const currencyConfig: Answer = [
  '/v1/configs/currency',
  200,
  [{ categoryId: 54, currencySelling: 'USDT-BIVE', currencyBuying: 'USDT' }],
];

/** The AuctionHouse takes USDT only, at a fee of 3 %. */
function auctionHouseOnChain() {
  answerContractReads(auctionHouseAbi, {
    supportsCurrency: ([token]) => String(token).toLowerCase() === testContracts.USDT,
    listingFee: () => 300n,
    calculateOfferFee: ([price]) => ((price as bigint) * 300n) / 10_000n,
  });
}

const user = userEvent.setup({ delay: null });
const next = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Next' });

async function toAuctionReserve() {
  auctionHouseOnChain();
  await renderInApp(<SellDialog nft={owned} title="SELL_NFT" open onClose={() => {}} />, {
    answers: [...chainConfigAnswers, currencyConfig],
  });
  const dialog = await screen.findByRole('dialog', { name: /Sell NFT/ });
  const fixed = await within(dialog).findByRole('button', { name: 'Fixed price' });
  expect(fixed.getAttribute('aria-pressed')).toBe('true');
  await user.click(within(dialog).getByRole('button', { name: 'Auction' }));
  within(dialog).getByText(/the highest bid wins when the time is up/);
  expect(await within(dialog).findByRole('radio', { name: 'USDT' })).toHaveProperty('checked', true);
  await user.click(next(dialog));
  await within(dialog).findByText('Step 2 of 3');
  return { dialog, reserve: within(dialog).getByRole('textbox', { name: 'Reserve price' }) };
}

describe('the Sell dialog’s auction, before the wallet is asked', () => {
  it('takes a reserve and a duration of 1 hour to 7 days, and reviews the fee and amount at the reserve', async () => {
    const { dialog, reserve } = await toAuctionReserve();
    within(dialog).getByText('The price must be higher than zero.');
    expect(next(dialog).hasAttribute('disabled')).toBe(true);

    await user.type(reserve, '100');
    await user.click(within(dialog).getByTestId('auction-duration'));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '1 hour',
      '6 hours',
      '12 hours',
      '1 day',
      '3 days',
      '7 days',
    ]);
    await user.click(screen.getByRole('option', { name: '3 days' }));
    await expect.poll(() => next(dialog).hasAttribute('disabled')).toBe(false);
    await user.click(next(dialog));

    await within(dialog).findByText('Step 3 of 3');
    within(dialog).getByText('Review your auction');
    const review = within(dialog).getByTestId('price-review');
    within(review).getByText('Reserve price');
    within(review).getByText('100 USDT');
    within(review).getByText('Marketplace fee at the reserve (3%)');
    within(review).getByText('3 USDT');
    within(review).getByText('Amount received at the reserve');
    expect(within(dialog).getByTestId('amount-received').textContent).toBe('97 USDT');
    expect(within(dialog).getByTestId('auction-terms').textContent).toContain('Runs for 3 days.');
    within(dialog).getByRole('button', { name: 'Confirm' });
  });

  it('Back keeps the reserve and the choice of an auction', async () => {
    const { dialog, reserve } = await toAuctionReserve();
    await user.type(reserve, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('button', { name: 'Auction' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(next(dialog));
    expect(within(dialog).getByRole('textbox', { name: 'Reserve price' })).toHaveProperty('value', '5');
  });
});
