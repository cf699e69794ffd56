// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Nft, PurchaseStatus } from '@vrmarket/domain';
import { describe, expect, it } from 'vitest';
import { aliceProfile, renderInApp, signInAs } from '../../testing/renderInApp.tsx';
import { CancelDialog } from './CancelDialog.tsx';
import { MintDialog } from './MintDialog.tsx';
import { RentDialog } from './RentDialog.tsx';
import { TransferDialog } from './TransferDialog.tsx';

const owned = {
  id: '41',
  categoryId: 54,
  category: [],
  purchasesStatus: PurchaseStatus.OWNED,
} as unknown as Nft;
const bob = '0x00000000000000000000000000000000000000b0';
const nobody = '0x00000000000000000000000000000000000000e0';

const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });
const isDisabled = (element: HTMLElement) => element.hasAttribute('disabled');

/** An address as a user enters one: pasted (typing 42 characters one by one only slows the test). */
async function pasteInto(field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}

// No pause between keystrokes: what is typed is checked, not the typing speed.
const user = userEvent.setup({ delay: null });

describe('the Transfer dialog, before the wallet is asked', () => {
  /** The dialog, with the api naming `username` (null: no account) for any wallet asked about. */
  async function openTransfer(username: string | null = null) {
    signInAs(aliceProfile);
    await renderInApp(<TransferDialog nft={owned} title="TRANSFER_NFT" open onClose={() => {}} />, {
      answers: [['/get-user-by-wallet-address', 200, { user_name: username }]],
    });
    const dialog = await screen.findByRole('dialog', { name: /Transfer NFT/ });
    return { dialog, address: within(dialog).getByRole('textbox', { name: 'Recipient address' }) };
  }

  it('takes only a wallet address, and not the sender’s own', async () => {
    const { dialog, address } = await openTransfer();
    within(dialog).getByText('Step 1 of 2');
    expect(isDisabled(button(dialog, 'Next'))).toBe(true);

    await pasteInto(address, '0x1234');
    within(dialog).getByText('Invalid ethereum address');
    expect(isDisabled(button(dialog, 'Next'))).toBe(true);

    await pasteInto(address, aliceProfile.publicKey!.toUpperCase().replace('0X', '0x'));
    within(dialog).getByText('This is your own wallet.');
    expect(isDisabled(button(dialog, 'Next'))).toBe(true);

    await pasteInto(address, bob);
    expect(within(dialog).queryByText('Invalid ethereum address')).toBeNull();
    expect(isDisabled(button(dialog, 'Next'))).toBe(false);
  });

  it("reviews the recipient's checksummed address and username, with the warning; Back keeps the address", async () => {
    const { dialog, address } = await openTransfer('bob');
    await pasteInto(address, bob);
    await user.click(button(dialog, 'Next'));
    within(dialog).getByText('Step 2 of 2');
    within(dialog).getByText('0x00000000000000000000000000000000000000B0');
    await within(dialog).findByText('bob');
    within(dialog).getByText('A transfer cannot be undone. Check the address carefully.');
    within(dialog).getByRole('button', { name: 'Confirm' });

    await user.click(button(dialog, 'Back'));
    expect(within(dialog).getByRole('textbox', { name: 'Recipient address' })).toHaveProperty('value', bob);
  });

  it('says User not found for an address no account has linked', async () => {
    const { dialog, address } = await openTransfer();
    await pasteInto(address, nobody);
    await user.click(button(dialog, 'Next'));
    await within(dialog).findByText('User not found');
  });
});

describe('the Rent dialog, before the wallet is asked', () => {
  async function openRent() {
    await renderInApp(<RentDialog nft={owned} title="RENT_NFT" open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: /Rent NFT/ });
    return {
      dialog,
      duration: within(dialog).getByRole('textbox', { name: 'Longest rent' }),
      price: within(dialog).getByRole('textbox', { name: 'Price per day (USDT)' }),
    };
  }

  it('a duration must be a whole number above zero; Confirm waits for a duration and a price', async () => {
    const { dialog, duration, price } = await openRent();
    expect(isDisabled(button(dialog, 'Confirm'))).toBe(true);
    await user.type(duration, '0');
    within(dialog).getByText('Invalid value');
    await user.clear(duration);
    // A point is not typed: 1.5 days becomes 15.
    await user.type(duration, '1.5');
    expect(duration).toHaveProperty('value', '15');
    expect(within(dialog).queryByText('Invalid value')).toBeNull();
    expect(isDisabled(button(dialog, 'Confirm'))).toBe(true);

    await user.type(price, '2.5');
    expect(isDisabled(button(dialog, 'Confirm'))).toBe(false);
  });

  it('reviews the rent in the unit chosen, and a price of zero is allowed', async () => {
    const { dialog, duration, price } = await openRent();
    await user.type(duration, '3');
    await user.type(price, '2.5');
    within(dialog).getByText('Up to 3 day(s) at 2.5 USDT each');

    await user.click(within(dialog).getByRole('combobox', { name: 'Unit' }));
    await user.click(await screen.findByRole('option', { name: 'Month' }));
    within(dialog).getByRole('textbox', { name: 'Price per month (USDT)' });
    within(dialog).getByText('Up to 3 month(s) at 2.5 USDT each');

    await user.clear(price);
    await user.type(price, '0');
    within(dialog).getByText('Up to 3 month(s) at 0 USDT each');
    expect(isDisabled(button(dialog, 'Confirm'))).toBe(false);
  });
});

describe('the Mint and Cancel confirmations', () => {
  it("Mint asks with the NFT's minting price and currency, Yes or No", async () => {
    const priced = { ...owned, mintingPrice: '25', mintingCurrency: 'USDT' } as Nft;
    await renderInApp(<MintDialog nft={priced} title="ACTION_MINT" open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Mint' });
    within(dialog).getByText('Are you sure you want to mint this NFT with price 25 USDT?');
    expect(within(dialog).queryByText('Minting this NFT is free; you only pay the network fee.')).toBeNull();
    button(dialog, 'Yes');
    button(dialog, 'No');
  });

  it('a free mint says the network fee is all that is paid', async () => {
    const free = { ...owned, mintingPrice: '0', mintingCurrency: 'BIVE' } as Nft;
    await renderInApp(<MintDialog nft={free} title="ACTION_MINT" open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Mint' });
    within(dialog).getByText('Are you sure you want to mint this NFT with price 0 BIVE?');
    within(dialog).getByText('Minting this NFT is free; you only pay the network fee.');
  });

  it('Cancel asks to remove the NFT from the market; No closes it', async () => {
    let closed = 0;
    await renderInApp(
      <CancelDialog nft={owned} title="ACTION_CANCEL_SALE" open onClose={() => (closed += 1)} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel' });
    within(dialog).getByText('Are you sure you want to remove this NFT from the market?');
    await user.click(button(dialog, 'No'));
    expect(closed).toBe(1);
  });
});
