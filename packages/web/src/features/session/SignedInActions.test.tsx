// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aliceProfile, renderInApp, signInAs } from '../../testing/renderInApp.tsx';
import SignedInActions from './SignedInActions.tsx';

const flagOff = { allowCreateCollection: false, allowCreating: [], allowTrading: [] };

describe("the header's signed-in row", () => {
  it('Create Collections with the create-collection flag off gives a user who is not pro the account-level notice', async () => {
    signInAs(aliceProfile);
    const { router } = await renderInApp(<SignedInActions />, {
      answers: [
        ['/v1/profile', 200, aliceProfile],
        ['/v1/configs/app', 200, flagOff],
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create Collections' }));
    const notice = await screen.findByRole('dialog', { name: 'Create Collections' });
    expect(notice.textContent).toContain('Please upgrade your account to use this feature.');
    expect(router.state.location.pathname).toBe('/');
  });

  it('Create Collections with the flag off sends a pro user of proType 2 to the form on /collections', async () => {
    const pro2 = { ...aliceProfile, username: 'pro2', isPro: true, proType: 2 };
    signInAs(pro2);
    const { router } = await renderInApp(<SignedInActions />, {
      answers: [
        ['/v1/profile', 200, pro2],
        ['/v1/configs/app', 200, flagOff],
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create Collections' }));
    await expect.poll(() => router.state.location.pathname).toBe('/collections');
    expect(router.state.location.state).toEqual({ createCollection: true });
  });

  it("Bridge NFT opens the operator's bridge widget in its dialog", async () => {
    signInAs(aliceProfile);
    await renderInApp(<SignedInActions />, {
      answers: [['/v1/configs/links', 200, { bridgeUrl: 'https://bridge.example/widget' }]],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Bridge NFT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bridge NFT' });
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe('https://bridge.example/widget');
  });
});
