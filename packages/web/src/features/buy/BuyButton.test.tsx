// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { type NftDetail, PurchaseStatus } from '@vrmarket/domain';
import { describe, expect, it } from 'vitest';
import { type Answer, aliceProfile, renderInApp, signInAs } from '../../testing/renderInApp.tsx';
import { BuyButton } from './BuyButton.tsx';

// Only what the button reads of an NFT listed on chain; the dialog (the rest) is not opened here.
const listed = {
  id: '12',
  purchasesStatus: PurchaseStatus.SELLING,
  onchain: true,
  labActive: false,
} as unknown as NftDetail;

const config = (flags: { allowBuy: boolean; checkWhitelist: boolean }): Answer => [
  '/v1/configs/app',
  200,
  { ...flags, allowCreating: [], allowTrading: [], allowCreateCollection: true },
];

async function buyButton(answers: Answer[]) {
  await renderInApp(<BuyButton nft={listed} />, { path: '/detail/12', answers });
  return screen.findByRole('button', { name: 'Buy' });
}

describe('the Buy button of a listed NFT', () => {
  it('is disabled with the reason while buying is off (ALLOW_BUY=0)', async () => {
    signInAs(aliceProfile);
    const button = await buyButton([
      ['/v1/profile', 200, aliceProfile],
      config({ allowBuy: false, checkWhitelist: false }),
    ]);
    expect(button.hasAttribute('disabled')).toBe(true);
    await screen.findByText('Buying is not available at the moment.');
  });

  it('with the whitelist check on, is disabled for an account outside the whitelist, with the reason', async () => {
    const outside = { ...aliceProfile, is_whitelist_market: false };
    signInAs(outside);
    await buyButton([['/v1/profile', 200, outside], config({ allowBuy: true, checkWhitelist: true })]);
    await screen.findByText('Your account does not in whitelist.');
    expect(screen.getByRole('button', { name: 'Buy' }).hasAttribute('disabled')).toBe(true);
  });

  it('with the whitelist check on, is enabled for a whitelisted account', async () => {
    signInAs(aliceProfile);
    await buyButton([['/v1/profile', 200, aliceProfile], config({ allowBuy: true, checkWhitelist: true })]);
    await expect.poll(() => screen.getByRole('button', { name: 'Buy' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('buy-unavailable')).toBeNull();
  });
});
