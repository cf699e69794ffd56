import { describe, expect, it } from 'vitest';
import {
  categoryClickOutcome,
  creationBlock,
  creationFormFor,
  templateClickOutcome,
  uploadFormKindOf,
} from './create-flow.ts';
import { referralCodeFromQuery, referralLink, shareLink } from './referral.ts';

const homes = { id: 12, name: 'vrHomes', isModelCategory: true };
const malls = { id: 3, name: 'vrMalls', isModelCategory: false };
const ready = { loggedIn: true, username: 'bob', publicKey: '0xabc', isPro: false };
const config = { normalCategories: ['vrHomes', 'vrMalls'], allowedCategories: [12, '3'] };

describe('categoryClickOutcome', () => {
  it('not logged in: login', () => {
    expect(categoryClickOutcome(homes, { loggedIn: false }, config)).toEqual({ kind: 'login' });
  });
  it('a username without wallet or public key: connect wallet', () => {
    expect(categoryClickOutcome(homes, { loggedIn: true, username: 'bob' }, config)).toEqual({
      kind: 'connect-wallet',
    });
    expect(
      categoryClickOutcome(homes, { loggedIn: true, username: 'bob', walletKey: 'k' }, config).kind,
    ).toBe('navigate');
  });
  it('a category outside NORMAL_CATEGORIES needs a pro account', () => {
    const lands = { id: 9, name: 'vrLands', isModelCategory: true };
    const withLands = { ...config, allowedCategories: [9] };
    expect(categoryClickOutcome(lands, ready, withLands)).toEqual({ kind: 'upgrade' });
    expect(categoryClickOutcome(lands, { ...ready, isPro: true }, withLands)).toEqual({
      kind: 'navigate',
      to: '/select-model/9',
    });
  });
  it('the staking flow goes to the staking route with the category id', () => {
    expect(categoryClickOutcome(homes, ready, { ...config, stakingFlow: true })).toEqual({
      kind: 'navigate',
      to: '/12',
    });
  });
  it('allowed categories: select-model for model categories, select-template otherwise', () => {
    expect(categoryClickOutcome(homes, ready, config)).toEqual({ kind: 'navigate', to: '/select-model/12' });
    expect(categoryClickOutcome(malls, ready, config)).toEqual({
      kind: 'navigate',
      to: '/select-template?category=3',
    });
  });
  it('otherwise: coming soon', () => {
    expect(categoryClickOutcome(homes, ready, { ...config, allowedCategories: [] })).toEqual({
      kind: 'coming-soon',
    });
  });
});

describe('templateClickOutcome', () => {
  it('login, wallet, then select-model of the parent category with the template id', () => {
    expect(templateClickOutcome({ id: 't1' }, { loggedIn: false }, 5)).toEqual({ kind: 'login' });
    expect(templateClickOutcome({ id: 't1' }, { loggedIn: true, username: 'bob' }, 5)).toEqual({
      kind: 'connect-wallet',
    });
    expect(templateClickOutcome({ id: 't1', parentCategoryId: 7 }, ready, 5)).toEqual({
      kind: 'navigate',
      to: '/select-model/7?id=t1',
    });
    expect(templateClickOutcome({ id: 't1' }, ready, 5)).toEqual({
      kind: 'navigate',
      to: '/select-model/5?id=t1',
    });
  });
});

describe('creationFormFor', () => {
  it.each([
    ['VrMallsGroups', 'mallsGroup'],
    ['VrStoresGroups', 'storesGroup'],
    ['vrStores', 'storesGroup'],
    ['vrBanners', 'storesGroup'],
    ['vrBooths', 'storesGroup'],
    ['vrHalls', 'storesGroup'],
    ['vrAssets', 'vrAssets'],
    ['vrStableNFTs', 'vrStableNFTs'],
    ['vr3DNFTs', 'vr3DNFTs'],
    ['vrLands', 'vrLands'],
    ['Charity', 'Charity'],
    ['BizPet', 'BizPet'],
    ['VR Space', 'VR Space'],
    ['Digital Humans', 'Digital Humans'],
    ['vrUnknown', null],
  ])('%s → %s', (name, form) => {
    expect(creationFormFor(name)).toBe(form);
  });
});

describe('creationBlock: a form opened at its address holds the card’s rules', () => {
  const settings = { allowCreating: [54, 58], normalCategories: [54] };
  const stores = { id: 58, nftCategoryId: 58 };

  it('needs a pro account outside NORMAL_CATEGORIES', () => {
    expect(creationBlock(stores, { isPro: false }, settings)).toBe('PRO_ACCOUNT_REQUIRED');
    expect(creationBlock(stores, { isPro: true }, settings)).toBeNull();
    expect(creationBlock({ id: 54, nftCategoryId: 54 }, { isPro: false }, settings)).toBeNull();
  });

  it('is not available when ALLOW_CREATING does not list the nftCategoryId, or the category is unknown', () => {
    expect(creationBlock({ id: 54, nftCategoryId: 99 }, { isPro: true }, settings)).toBe(
      'FEATURE_NOT_AVAILABLE',
    );
    expect(creationBlock({ id: 54, nftCategoryId: null }, { isPro: true }, settings)).toBe(
      'FEATURE_NOT_AVAILABLE',
    );
    expect(creationBlock(undefined, { isPro: true }, settings)).toBe('FEATURE_NOT_AVAILABLE');
  });

  it('gives no pro verdict while the user is not known', () => {
    expect(creationBlock(stores, null, settings)).toBeNull();
  });
});

describe('uploadFormKindOf', () => {
  it('gives the 3D model forms the model kind, the media forms theirs, other categories none', () => {
    expect(uploadFormKindOf('vr3DNFTs')).toBe('model');
    expect(uploadFormKindOf('BizPet')).toBe('model');
    expect(uploadFormKindOf('Digital Humans')).toBe('digitalHuman');
    expect(uploadFormKindOf('Charity')).toBe('media');
    expect(uploadFormKindOf('vrStores')).toBeNull();
    expect(uploadFormKindOf('toString')).toBeNull();
  });
});

describe('referral links', () => {
  it('the profile link is the origin plus ?refCode={username}', () => {
    expect(referralLink('https://market.example', 'bob smith')).toBe(
      'https://market.example?refCode=bob%20smith',
    );
  });
  it('reads ?ref= or ?refCode=, trimmed', () => {
    expect(referralCodeFromQuery(new URLSearchParams('ref=%20alice'))).toBe('alice');
    expect(referralCodeFromQuery(new URLSearchParams('refCode=bob'))).toBe('bob');
    expect(referralCodeFromQuery(new URLSearchParams('x=1'))).toBeUndefined();
  });
  it('a share link carries the sharer’s username as refCode when the NFT’s lab flag is active', () => {
    expect(shareLink('https://market.example', '/detail/7', 'bob smith', true)).toBe(
      'https://market.example/detail/7?refCode=bob%20smith',
    );
    expect(shareLink('https://market.example', '/detail/7', 'bob', false)).toBe(
      'https://market.example/detail/7',
    );
    expect(shareLink('https://market.example', '/detail/7', '', true)).toBe(
      'https://market.example/detail/7',
    );
    expect(shareLink('https://market.example', '/detail/7', undefined, true)).toBe(
      'https://market.example/detail/7',
    );
  });
});
