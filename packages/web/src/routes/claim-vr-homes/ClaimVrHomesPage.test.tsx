// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import type { Category, HomeClaimState } from '@vrmarket/domain';
import { describe, expect, it } from 'vitest';
import { type Answer, aliceProfile, renderInApp, signInAs } from '../../testing/renderInApp.tsx';
import { ClaimVrHomesPage } from './ClaimVrHomesPage.tsx';

const vrHomes: Category = {
  id: 51,
  name: 'vrHomes',
  title: 'VR Homes',
  avatar: null,
  thumbnailLarge: null,
  parentCategoryId: null,
  nftCategoryId: 51,
  active: true,
  showOnMarket: true,
  order: 5,
};
const landOwner: HomeClaimState = { isClaimed: false, hasLand: true, modelUrl: '/m.glb', imageUrl: null };

function answers(allowCreating: number[]): Answer[] {
  return [
    ['/v1/profile', 200, aliceProfile],
    ['/v1/claim-home/is-claimed', 200, landOwner],
    ['/v1/categories', 200, [vrHomes]],
    ['/v1/configs/app', 200, { allowCreating, normalCategories: [51], allowCreateCollection: true }],
  ];
}

describe('/claim-vrHomes', () => {
  it('says so when vrHomes is closed for creation, and offers no claim', async () => {
    signInAs(aliceProfile);
    await renderInApp(<ClaimVrHomesPage />, { path: '/claim-vrHomes', answers: answers([]) });
    await screen.findByText('This feature is not available in this version.');
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull();
  });

  it('offers the claim to a land owner while vrHomes is open', async () => {
    signInAs(aliceProfile);
    await renderInApp(<ClaimVrHomesPage />, { path: '/claim-vrHomes', answers: answers([51]) });
    await screen.findByRole('button', { name: 'Done' });
    expect(screen.queryByText('This feature is not available in this version.')).toBeNull();
  });
});
