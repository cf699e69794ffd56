// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Nft, PAGE_SIZE } from '@vrmarket/domain';
import { describe, expect, it } from 'vitest';
import { CancelAllOffersDialog } from '../../features/offers/CancelOfferDialog.tsx';
import { chainConfigAnswers } from '../../testing/answerContractReads.ts';
import { offerOf, offerRowsText, pageOf } from '../../testing/offers.ts';
import { type Answer, aliceProfile, renderInApp, signInAs } from '../../testing/renderInApp.tsx';
import { MyOffersPage } from './MyOffersPage.tsx';

const ALICE = aliceProfile.publicKey!;
const BOB = '0x00000000000000000000000000000000000000b2';
const nft = (id: string, title: string) =>
  ({ id, tokenId: id, components: { customTitle: title }, metadata: {} }) as unknown as Nft;

const made = (state?: string) =>
  `/v1/offers/made?page=1&limit=${PAGE_SIZE.other}${state ? `&state=${state}` : ''}`;
const received = `/v1/offers/received?page=1&limit=${PAGE_SIZE.other}`;

const mine = offerOf('1', ALICE, { nft: nft('41', 'Lakeside plot'), amount: '150' });
const expired = offerOf('2', ALICE, { nft: nft('42', 'Tower loft'), amount: '80', state: 'EXPIRED' });
const onMine = offerOf('3', BOB, { nft: { ...nft('43', 'Garden home'), ownerAddress: ALICE }, amount: '60' });
const onMyCollection = offerOf('4', BOB, {
  kind: 'COLLECTION',
  collectionId: 5,
  collectionName: 'Lakes',
  amount: '20',
});

const rowsText = offerRowsText;

describe('My offers', () => {
  it('lists the offers I made by state, each linking to its NFT, with Cancel on an open one', async () => {
    signInAs(aliceProfile);
    const answers: Answer[] = [
      ...chainConfigAnswers,
      [made('EXPIRED'), 200, pageOf([expired])],
      [made('ACTIVE'), 200, pageOf([mine])],
    ];
    const { asked } = await renderInApp(<MyOffersPage />, { path: '/my-offers', answers });
    await screen.findByRole('heading', { name: 'My offers', level: 1 });
    await screen.findAllByTestId('offer-row');
    expect(rowsText()).toEqual([['Lakeside plot', '150 USDT', 'in 3 days', 'Active', 'Cancel']]);
    expect(screen.getByRole('link', { name: 'Lakeside plot' }).getAttribute('href')).toBe('/detail/41');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Made', 'Received']);

    const states = screen.getByRole('group', { name: 'State' });
    expect(
      within(states)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Active', 'Inactive', 'Accepted', 'Expired', 'Cancelled']);
    await userEvent.click(within(states).getByRole('button', { name: 'Expired' }));
    await expect.poll(() => rowsText()[0]?.[0]).toBe('Tower loft');
    expect(rowsText()[0]?.at(-1)).toBe('');
    expect(asked).toContain(`GET ${made('EXPIRED')}`);
  });

  it('Received: Accept on an offer for my NFT; a collection offer links to its collection', async () => {
    signInAs(aliceProfile);
    await renderInApp(<MyOffersPage />, {
      path: '/my-offers?side=received',
      answers: [...chainConfigAnswers, [received, 200, pageOf([onMine, onMyCollection])]],
    });
    await screen.findAllByTestId('offer-row');
    expect(rowsText()).toEqual([
      ['Garden home', '0x00...00b2', '60 USDT', 'in 3 days', 'Active', 'Accept'],
      ['Any NFT of Lakes', '0x00...00b2', '20 USDT', 'in 3 days', 'Active', ''],
    ]);
    expect(screen.getByRole('link', { name: 'Any NFT of Lakes' }).getAttribute('href')).toBe(
      '/collection-explore?collectionId=5',
    );
    expect(screen.queryByRole('button', { name: 'Cancel all offers' })).toBeNull();
  });

  it('says so when a state has none; Cancel all offers asks first', async () => {
    signInAs(aliceProfile);
    const { unmount } = await renderInApp(<MyOffersPage />, {
      path: '/my-offers',
      answers: [...chainConfigAnswers, [made('ACTIVE'), 200, pageOf([])]],
    });
    await screen.findByText('No offers here yet.');
    await screen.findByRole('button', { name: 'Cancel all offers' });
    unmount();

    await renderInApp(<CancelAllOffersDialog open onClose={() => {}} />, { answers: chainConfigAnswers });
    const dialog = await screen.findByRole('dialog', { name: 'Cancel all offers' });
    within(dialog).getByText(/One transaction ends all of them/);
    within(dialog).getByRole('button', { name: 'Yes' });
  });
});
