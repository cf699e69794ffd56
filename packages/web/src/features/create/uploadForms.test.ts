import { describe, expect, it } from 'vitest';
import { createClickOutcome, creationScreenFor, ownScreenOf, uploadFormFor } from './uploadForms.ts';

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

  it('opens the free vrHome claim for vrHomes, unless the category is not released', () => {
    expect(createClickOutcome(homes, all, ready, settings)).toEqual({
      kind: 'navigate',
      to: '/claim-vrHomes',
    });
    expect(createClickOutcome(homes, all, ready, { ...settings, allowCreating: [4] })).toEqual({
      kind: 'coming-soon',
    });
  });

  it('opens the vrLand form of the vrLands category for a pro user', () => {
    expect(createClickOutcome(lands, all, { ...ready, isPro: true }, settings)).toEqual({
      kind: 'navigate',
      to: '/52',
    });
  });

  it('says Coming soon for categories without a screen yet and unreleased ones', () => {
    expect(
      createClickOutcome(lands, all, { ...ready, isPro: true }, { ...settings, allowCreating: [4, 1] }),
    ).toEqual({
      kind: 'coming-soon',
    });
    expect(createClickOutcome(utility, all, { ...ready, isPro: true }, settings)).toEqual({
      kind: 'coming-soon',
    });
  });

  it('opens select-template for a template type holding templates (spec: allowed template categories)', () => {
    const stores = { id: 57, name: 'vrStores', nftCategoryId: 7 };
    const withStores = [...all, stores];
    const open = {
      allowCreating: [...settings.allowCreating, 7],
      normalCategories: [...settings.normalCategories, 57],
    };
    expect(createClickOutcome(homes, withStores, ready, open, [51, 54, 57])).toEqual({
      kind: 'navigate',
      to: '/select-template?category=51',
    });
    expect(createClickOutcome(stores, withStores, ready, open, [51, 54, 57])).toEqual({
      kind: 'navigate',
      to: '/select-template?category=57',
    });
    // Without templates they keep their own screens; vr3DNFTs is no template type: its upload form.
    expect(createClickOutcome(homes, withStores, ready, open, [54])).toEqual({
      kind: 'navigate',
      to: '/claim-vrHomes',
    });
    expect(createClickOutcome(stores, withStores, ready, open, [54])).toEqual({
      kind: 'navigate',
      to: '/57',
    });
    expect(createClickOutcome(threeD, withStores, ready, open, [51, 54, 57])).toEqual({
      kind: 'navigate',
      to: '/54',
    });
  });

  it("names a template category's own screen, which select-template links to", () => {
    expect(ownScreenOf({ id: 51, name: 'vrHomes' })).toEqual({ kind: 'homeClaim', to: '/claim-vrHomes' });
    expect(ownScreenOf({ id: 57, name: 'vrStores' })).toEqual({ kind: 'storeTemplates', to: '/57' });
    expect(ownScreenOf({ id: 50, name: 'vrMalls' })).toEqual({ kind: 'storeTemplates', to: '/50' });
    expect(ownScreenOf({ id: 54, name: 'vr3DNFTs' })).toEqual({ kind: 'upload', to: '/54' });
    expect(ownScreenOf({ id: 62, name: 'vrUtility' })).toBeNull();
  });

  it('opens select-template for another category holding templates; a creation form wins', () => {
    const stores = { id: 56, name: 'vrHalls2', nftCategoryId: 6 };
    const withStores = [...all, stores];
    const open = {
      allowCreating: [...settings.allowCreating, 6],
      normalCategories: [...settings.normalCategories, 56],
    };
    expect(createClickOutcome(stores, withStores, ready, open, [51, 54, 56])).toEqual({
      kind: 'navigate',
      to: '/select-template?category=56',
    });
    expect(createClickOutcome(threeD, withStores, ready, open, [51, 54, 56])).toEqual({
      kind: 'navigate',
      to: '/54',
    });
    expect(createClickOutcome(stores, withStores, { loggedIn: false }, open, [56])).toEqual({
      kind: 'login',
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

  it('maps category names to the screens of /{categoryId} (R-CREATE-14)', () => {
    for (const name of ['vrStores', 'vrBanners', 'vrBooths', 'vrHalls', 'VrStoresGroups'])
      expect(creationScreenFor(name)).toEqual({ kind: 'stores', group: 'stores' });
    for (const name of ['VrMallsGroups', 'vrMalls'])
      expect(creationScreenFor(name)).toEqual({ kind: 'stores', group: 'malls' });
    expect(creationScreenFor('vrLands')).toEqual({ kind: 'land' });
    for (const name of ['vr3DNFTs', 'BizPet', 'VR Space'])
      expect(creationScreenFor(name)).toEqual({ kind: 'upload', form: 'model' });
    expect(creationScreenFor('Digital Humans')).toEqual({ kind: 'upload', form: 'digitalHuman' });
    for (const name of ['vrAssets', 'vrStableNFTs', 'Charity'])
      expect(creationScreenFor(name)).toEqual({ kind: 'upload', form: 'media' });
    for (const name of ['vrHomes', 'vrUtility', 'vrBoxes', 'MysteryCard', 'vrExpos'])
      expect(creationScreenFor(name)).toBeNull();
  });

  it("leaves no released category of the demo catalogue on 'Coming soon!'", () => {
    // The seed's top-level categories (scripts/seed/catalogue.ts) and its ALLOW_CREATING.
    const names = [
      'vrMalls',
      'vrHomes',
      'vrLands',
      'vrStableNFTs',
      'vr3DNFTs',
      'VR Space',
      'Digital Humans',
      'Charity',
      'vrStores',
      'BizPet',
      'vrUtility',
      'vrBoxes',
      'MysteryCard',
    ];
    const seed = names.map((name, index) => ({ id: 50 + index, name, nftCategoryId: 50 + index }));
    const released = [
      'vrMalls',
      'vrHomes',
      'vrLands',
      'vrStableNFTs',
      'vr3DNFTs',
      'VR Space',
      'Digital Humans',
      'Charity',
      'vrStores',
    ];
    const open = {
      allowCreating: seed.filter((c) => released.includes(c.name)).map((c) => c.nftCategoryId),
      normalCategories: [],
    };
    const pro = { ...ready, isPro: true };
    for (const category of seed) {
      const outcome = createClickOutcome(category, seed, pro, open, [51, 54, 58]);
      if (released.includes(category.name))
        expect(outcome, category.name).toMatchObject({ kind: 'navigate' });
      else expect(outcome, category.name).toEqual({ kind: 'coming-soon' });
    }
    const byName = (name: string) => seed.find((c) => c.name === name)!;
    // vrStores holds templates: its templates page, which links to the stores group (/58).
    expect(createClickOutcome(byName('vrStores'), seed, pro, open, [58])).toEqual({
      kind: 'navigate',
      to: '/select-template?category=58',
    });
    expect(createClickOutcome(byName('vrStores'), seed, pro, open)).toEqual({ kind: 'navigate', to: '/58' });
    expect(createClickOutcome(byName('VR Space'), seed, pro, open)).toEqual({ kind: 'navigate', to: '/55' });
    expect(createClickOutcome(byName('vrMalls'), seed, pro, open)).toEqual({ kind: 'navigate', to: '/50' });
  });
});
