// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { offerBookAbi } from '@vrmarket/contracts/abis';
import type { Nft, Offer } from '@vrmarket/domain';
import { erc20Abi, parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { answerContractReads, chainConfigAnswers } from '../../testing/answerContractReads.ts';
import { offerOf, offerRowsText, pageOf } from '../../testing/offers.ts';
import { type Answer, aliceProfile, renderInApp, signInAs } from '../../testing/renderInApp.tsx';
import { AcceptOfferDialog } from './AcceptOfferDialog.tsx';
import { BestOffer } from './BestOffer.tsx';
import { CancelOfferDialog } from './CancelOfferDialog.tsx';
import { MakeOfferDialog } from './MakeOfferDialog.tsx';
import { OffersCard } from './OffersCard.tsx';

const ALICE = aliceProfile.publicKey!;
const BOB = '0x00000000000000000000000000000000000000b2';
const CAROL = '0x00000000000000000000000000000000000000c9';
const usdt = (amount: string) => parseUnits(amount, 18);
const user = userEvent.setup({ delay: null });

const nftOf = (owner: string) =>
  ({
    id: '31',
    tokenId: '31',
    contractAddress: '0x00000000000000000000000000000000000000c1',
    ownerAddress: owner,
    seller: null,
    onchain: true,
    bestOffer: null,
  }) as unknown as Nft;

describe('Make offer', () => {
  it('takes a currency, an amount within the balance and an expiry', async () => {
    signInAs(aliceProfile);
    answerContractReads(erc20Abi, { balanceOf: () => usdt('120') });
    await renderInApp(<MakeOfferDialog target={{ kind: 'nft', nft: nftOf(BOB) }} open onClose={() => {}} />, {
      answers: chainConfigAnswers,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Make offer' });
    expect(within(dialog).getByTestId('offer-currency')).toHaveProperty('value', 'USDT');
    await within(dialog).findByText('Balance: 120 USDT');
    const make = within(dialog).getByRole('button', { name: 'Make offer' });
    within(dialog).getByText('The price must be higher than zero.');
    expect(make.hasAttribute('disabled')).toBe(true);

    const amount = within(dialog).getByRole('textbox', { name: 'Your offer' });
    await user.type(amount, '50');
    expect(make.hasAttribute('disabled')).toBe(false);
    await user.clear(amount);
    await user.type(amount, '500');
    within(dialog).getByText('Your balance is below this amount. Balance: 120 USDT');
    expect(make.hasAttribute('disabled')).toBe(true);

    const expiry = within(dialog).getByRole('group', { name: 'Expires in' });
    expect(
      within(expiry)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1 day', '3 days', '7 days', '30 days']);
    expect(within(expiry).getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(expiry).getByRole('button', { name: '30 days' }));
    expect(within(expiry).getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true');
    within(dialog).getByText(/Nothing leaves your wallet now/);
  });

  it('for a collection, names it and says any owner of its NFTs can accept', async () => {
    signInAs(aliceProfile);
    answerContractReads(erc20Abi, { balanceOf: () => usdt('5') });
    await renderInApp(
      <MakeOfferDialog
        target={{ kind: 'collection', collectionId: 5, collectionName: 'Lakes' }}
        open
        onClose={() => {}}
      />,
      { answers: chainConfigAnswers },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Make collection offer' });
    within(dialog).getByText('For any NFT of Lakes');
    within(dialog).getByText(/The owner of any NFT of this collection can accept it, once/);
  });
});

describe('Accept', () => {
  it('reviews the offer, the fee, the royalty and the amount received as the OfferBook computes them', async () => {
    signInAs(aliceProfile);
    answerContractReads(offerBookAbi, {
      listingFee: () => 300,
      previewSale: () => [usdt('3'), BOB, usdt('5'), usdt('92')],
    });
    const offer = offerOf('9', BOB);
    await renderInApp(<AcceptOfferDialog offer={offer} nft={nftOf(ALICE)} open onClose={() => {}} />, {
      answers: chainConfigAnswers,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Accept the offer' });
    await within(dialog).findByTestId('amount-received');
    const rows = [...within(dialog).getByTestId('accept-review').querySelectorAll('.MuiStack-root')].map(
      (row) => [...row.querySelectorAll('p')].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['Offer', '100 USDT'],
      ['Marketplace fee (3%)', '3 USDT'],
      ['Creator royalty', '5 USDT'],
      ['Amount received', '92 USDT'],
    ]);
    expect(within(dialog).getByRole('button', { name: 'Accept' }).hasAttribute('disabled')).toBe(false);
  });
});

describe('Cancel an offer', () => {
  it('asks before cancelling, with the amount', async () => {
    signInAs(aliceProfile);
    await renderInApp(<CancelOfferDialog offer={offerOf('4', ALICE)} open onClose={() => {}} />, {
      answers: chainConfigAnswers,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your offer' });
    within(dialog).getByText('Cancel your offer of 100 USDT? It can no longer be accepted.');
    within(dialog).getByRole('button', { name: 'Yes' });
  });
});

const offersAnswer = (offers: Offer[]): Answer[] => [
  ...chainConfigAnswers,
  ['/v1/nfts/31/offers', 200, pageOf(offers)],
];
const rowsText = offerRowsText;

describe('the detail’s Offers card', () => {
  const offers = [
    offerOf('1', BOB, { amount: '150' }),
    offerOf('2', ALICE, { amount: '120', kind: 'COLLECTION' }),
    offerOf('3', CAROL, { amount: '90', state: 'INACTIVE', inactiveReason: 'BALANCE' }),
  ];

  it('lists from, price, expiry and state; the owner may accept an active offer of someone else', async () => {
    signInAs({ ...aliceProfile, publicKey: '0x00000000000000000000000000000000000000e7' });
    await renderInApp(<OffersCard nft={nftOf('0x00000000000000000000000000000000000000e7')} />, {
      answers: offersAnswer(offers.filter((offer) => offer.buyer !== ALICE)),
    });
    await screen.findAllByTestId('offer-row');
    expect(rowsText()).toEqual([
      ['0x00...00b2', '150 USDT', 'in 3 days', 'Active', 'Accept'],
      ['0x00...00c9', '90 USDT', 'in 3 days', 'Inactive', ''],
    ]);
    screen.getByRole('table', { name: 'Offers' });
  });

  it('the buyer sees their own offer as You, with Cancel; no Accept for someone else’s NFT', async () => {
    signInAs(aliceProfile);
    await renderInApp(<OffersCard nft={nftOf(BOB)} />, { answers: offersAnswer(offers) });
    await screen.findAllByTestId('offer-row');
    expect(rowsText()).toEqual([
      ['0x00...00b2', '150 USDT', 'in 3 days', 'Active', ''],
      ['YouCollection offer', '120 USDT', 'in 3 days', 'Active', 'Cancel'],
      ['0x00...00c9', '90 USDT', 'in 3 days', 'Inactive', ''],
    ]);
  });

  it('says so when there is none', async () => {
    await renderInApp(<OffersCard nft={nftOf(BOB)} />, { answers: offersAnswer([]) });
    await screen.findByText('No offers yet.');
  });
});

describe('Best offer', () => {
  it('shows the NFT’s best active offer, nothing without one', async () => {
    const { unmount } = await renderInApp(
      <BestOffer nft={{ bestOffer: { id: '1', amount: '0.5', currency: 'ETH', kind: 'NFT' } }} />,
    );
    expect(screen.getByTestId('best-offer').textContent).toBe('Best offer 0.5 aETH');
    unmount();
    await renderInApp(<BestOffer nft={{ bestOffer: null }} />);
    expect(screen.queryByTestId('best-offer')).toBeNull();
  });
});
