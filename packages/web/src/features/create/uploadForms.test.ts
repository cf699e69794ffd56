import { describe, expect, it } from 'vitest';
import { createClickOutcome, uploadFormFor } from './uploadForms.ts';

const all = [
  { id: 54, name: 'vr3DNFTs', nftCategoryId: 4 },
  { id: 51, name: 'vrHomes', nftCategoryId: 1 },
  { id: 52, name: 'vrLands', nftCategoryId: 2 },
  { id: 60, name: 'vrUtility', nftCategoryId: 10 },
];
const settings = { allowCreating: [4, 1, 2], normalCategories: [54, 51] };
const ready = { loggedIn: true, username: 'alice', publicKey: '0xabc', isPro: false };
const [threeD, homes, lands, utility] = all as [
  (typeof all)[0],
  (typeof all)[0],
  (typeof all)[0],
  (typeof all)[0],
];

describe('select-type click', () => {
  it('opens the upload form of an open upload category', () => {
    expect(createClickOutcome(threeD, all, ready, settings)).toEqual({ kind: 'navigate', to: '/54' });
  });

  it('opens the vrLand form of the vrLands category for a pro user', () => {
    expect(createClickOutcome(lands, all, { ...ready, isPro: true }, settings)).toEqual({
      kind: 'navigate',
      to: '/52',
    });
  });

  it('says Coming soon for template and model categories (no screen yet) and unreleased ones', () => {
    expect(createClickOutcome(homes, all, ready, settings)).toEqual({ kind: 'coming-soon' });
    expect(createClickOutcome(utility, all, { ...ready, isPro: true }, settings)).toEqual({
      kind: 'coming-soon',
    });
  });

  it('asks visitors to sign in, wallet-less users to connect, others to upgrade', () => {
    expect(createClickOutcome(threeD, all, { loggedIn: false }, settings)).toEqual({ kind: 'login' });
    expect(createClickOutcome(threeD, all, { ...ready, publicKey: null }, settings)).toEqual({
      kind: 'connect-wallet',
    });
    expect(createClickOutcome(lands, all, ready, settings)).toEqual({ kind: 'upgrade' });
  });

  it('maps category names to upload forms', () => {
    expect(uploadFormFor('vr3DNFTs')).toBe('model');
    expect(uploadFormFor('Digital Humans')).toBe('digitalHuman');
    expect(uploadFormFor('Charity')).toBe('media');
    expect(uploadFormFor('vrStores')).toBeNull();
  });
});
