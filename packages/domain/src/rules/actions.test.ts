import { describe, expect, it } from 'vitest';
import { PRODUCT_COUNTRY } from '../constants.ts';
import { PurchaseStatus } from '../enums.ts';
import {
  type ActionConfig,
  type ActionViewer,
  availableActions,
  isActionAvailable,
  isSwappable,
  isTradableCategory,
} from './actions.ts';
import { countryOf, type NftLike } from './nft.ts';

const me = '0xAAaa000000000000000000000000000000000001';
const other = '0xbbbb000000000000000000000000000000000002';
const config: ActionConfig = { allowTrading: [54, '7'], product: 'vrmarket', hasSwapPartner: true };
const owned: NftLike = {
  purchasesStatus: PurchaseStatus.OWNED,
  ownerAddress: me.toLowerCase(),
  isVerified: true,
  inUsed: false,
  categoryId: 54,
  properties: { Country: 'Vietnam' },
};
const viewer: ActionViewer = { wallet: me, busy: false };
const ids = (nft: NftLike, v = viewer, c = config) =>
  availableActions(nft, v, c).map((a) => (a.disabled ? `${a.id}(disabled)` : a.id));

describe('availableActions: NONE', () => {
  const none: NftLike = { ...owned, purchasesStatus: PurchaseStatus.NONE };
  it('verified, owner, not busy: Mint', () => expect(ids(none)).toEqual(['mint']));
  it('not verified: nothing', () => expect(ids({ ...none, isVerified: false })).toEqual([]));
  it('busy: nothing', () => expect(ids(none, { wallet: me, busy: true })).toEqual([]));
  it('not the owner: nothing', () => expect(ids(none, { wallet: other, busy: false })).toEqual([]));
});

describe('availableActions: OWNED', () => {
  it('owner, not in use, not busy, tradable: Sell, Transfer, Rent, Swap', () => {
    expect(ids(owned)).toEqual(['sell', 'transfer', 'rent', 'swap']);
  });
  it('matches the owner case-insensitively, through the seller too', () => {
    expect(ids({ ...owned, ownerAddress: null, seller: me.toUpperCase().replace('0X', '0x') })).toContain(
      'sell',
    );
  });
  it('in use: nothing', () => expect(ids({ ...owned, inUsed: true })).toEqual([]));
  it('busy: nothing', () => expect(ids(owned, { wallet: me, busy: true })).toEqual([]));
  it('category not in ALLOW_TRADING: nothing', () => expect(ids({ ...owned, categoryId: 3 })).toEqual([]));
  it('category matched through the category list', () => {
    expect(ids({ ...owned, categoryId: null, category: [{ categoryId: '7' }] })).toContain('sell');
  });
  it('not the owner: nothing', () => expect(ids(owned, { wallet: other, busy: false })).toEqual([]));
  it('no wallet: nothing', () => expect(ids(owned, { wallet: null, busy: false })).toEqual([]));
  it('no Country: no Swap', () => {
    expect(ids({ ...owned, properties: null })).toEqual(['sell', 'transfer', 'rent']);
    expect(ids({ ...owned, properties: { Country: '' } })).toEqual(['sell', 'transfer', 'rent']);
  });
  it("Country is the product's own: no Swap", () => {
    expect(ids({ ...owned, properties: { Country: 'vrmarket' } })).toEqual(['sell', 'transfer', 'rent']);
  });
  it('no swap partner: Swap disabled', () => {
    expect(ids(owned, viewer, { ...config, hasSwapPartner: false })).toEqual([
      'sell',
      'transfer',
      'rent',
      'swap(disabled)',
    ]);
  });
});

describe('availableActions: SELLING', () => {
  const selling: NftLike = {
    ...owned,
    purchasesStatus: PurchaseStatus.SELLING,
    seller: me,
    ownerAddress: null,
  };
  it('owner: Cancel and Change price', () => expect(ids(selling)).toEqual(['cancel', 'changePrice']));
  it('even in use or untradable category', () => {
    expect(ids({ ...selling, inUsed: true, categoryId: 1 })).toEqual(['cancel', 'changePrice']);
  });
  it('busy: both disabled', () => {
    expect(ids(selling, { wallet: me, busy: true })).toEqual(['cancel(disabled)', 'changePrice(disabled)']);
  });
  it('not the owner: nothing', () => expect(ids(selling, { wallet: other, busy: false })).toEqual([]));
});

describe('availableActions: other statuses', () => {
  it('RENTING: Rent shown, not wired', () => {
    expect(ids({ ...owned, purchasesStatus: PurchaseStatus.RENTING })).toEqual(['rent(disabled)']);
  });
  it.each([
    PurchaseStatus.DEALING,
    PurchaseStatus.RENT,
    PurchaseStatus.RENTED,
    PurchaseStatus.UNVERIFIED,
    PurchaseStatus.NOTMINTED,
    undefined,
  ])('status %s: nothing', (status) => {
    expect(ids({ ...owned, purchasesStatus: status })).toEqual([]);
  });
});

describe('helpers', () => {
  it('labels each action with a catalogue key', () => {
    expect(availableActions(owned, viewer, config).map((a) => a.labelKey)).toEqual([
      'ACTION_SELL',
      'ACTION_TRANSFER',
      'ACTION_RENT',
      'ACTION_SWAP',
    ]);
  });
  it('isActionAvailable ignores disabled actions', () => {
    expect(isActionAvailable('swap', owned, viewer, config)).toBe(true);
    expect(isActionAvailable('swap', owned, viewer, { ...config, hasSwapPartner: false })).toBe(false);
    expect(isActionAvailable('mint', owned, viewer, config)).toBe(false);
  });
  it('isTradableCategory compares ids as text', () => {
    expect(isTradableCategory({ categoryId: '54' }, [54])).toBe(true);
    expect(isTradableCategory({}, [54])).toBe(false);
  });
  it('isSwappable', () => {
    expect(isSwappable({ properties: { Country: 'Japan' } }, 'vrmarket')).toBe(true);
    expect(isSwappable({}, 'vrmarket')).toBe(false);
  });
  it("isSwappable reads the api's components.properties JSON text; the product's own country never swaps", () => {
    const withCountry = (country: string) => ({
      components: { properties: JSON.stringify({ Country: country, Styles: 'Cartoon' }) },
    });
    expect(isSwappable(withCountry('Japan'), PRODUCT_COUNTRY)).toBe(true);
    expect(isSwappable(withCountry(PRODUCT_COUNTRY), PRODUCT_COUNTRY)).toBe(false);
    expect(isSwappable({ components: { properties: '{"Styles":"Cartoon"}' } }, PRODUCT_COUNTRY)).toBe(false);
    expect(isSwappable({ components: { properties: 'not json' } }, PRODUCT_COUNTRY)).toBe(false);
    expect(countryOf(withCountry('Portugal'))).toBe('Portugal');
  });
});
