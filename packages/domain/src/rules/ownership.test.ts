import { describe, expect, it } from 'vitest';
import { PurchaseStatus } from '../enums.ts';
import {
  buyPriceOf,
  canBuyWithCurrency,
  canCreateCollection,
  cardLink,
  collectionCardLink,
  isBuyable,
  isBuyingEnabled,
  isCollectionCreator,
  isOwner,
} from './ownership.ts';

const wallet = '0xAbC0000000000000000000000000000000000001';

describe('isOwner', () => {
  it.each([
    [{ seller: wallet.toLowerCase() }, true],
    [{ ownerAddress: wallet.toUpperCase().replace('0X', '0x') }, true],
    [{ seller: '0x1', ownerAddress: wallet }, true],
    [{ seller: '0x1', ownerAddress: '0x2' }, false],
    [{}, false],
  ])('%j → %s', (nft, owner) => {
    expect(isOwner(nft, wallet)).toBe(owner);
  });
  it('never for a viewer without a wallet', () => {
    expect(isOwner({ seller: '' }, '')).toBe(false);
    expect(isOwner({ seller: wallet }, undefined)).toBe(false);
  });
});

describe('isBuyable', () => {
  it.each([
    [PurchaseStatus.SELLING, false, true, true],
    [PurchaseStatus.SELLING, true, true, false],
    [PurchaseStatus.SELLING, false, false, false],
    [PurchaseStatus.NONE, true, false, true],
    [PurchaseStatus.NONE, false, false, false],
    [PurchaseStatus.NONE, true, true, false],
    [PurchaseStatus.OWNED, false, true, false],
    [PurchaseStatus.RENTING, true, false, false],
  ])('status %i, labActive %s, onchain %s → %s', (purchasesStatus, labActive, onchain, buyable) => {
    expect(isBuyable({ purchasesStatus, labActive, onchain })).toBe(buyable);
  });
});

describe('buyPriceOf', () => {
  const nft = { mintingPrice: '10', mintingCurrency: 'USDT', currentPrice: 2.5, currency: 'aETH' };
  it('unminted: the minting price and currency', () => {
    expect(buyPriceOf({ ...nft, purchasesStatus: PurchaseStatus.NONE })).toEqual({
      price: '10',
      currency: 'USDT',
    });
  });
  it('selling: the current price and currency', () => {
    expect(buyPriceOf({ ...nft, purchasesStatus: PurchaseStatus.SELLING })).toEqual({
      price: '2.5',
      currency: 'ETH',
    });
  });
  it('otherwise: none', () => {
    expect(buyPriceOf({ ...nft, purchasesStatus: PurchaseStatus.OWNED })).toBeNull();
  });
  it('enables only the matching currency button', () => {
    const selling = { ...nft, purchasesStatus: PurchaseStatus.SELLING };
    expect(canBuyWithCurrency(selling, 'ETH')).toBe(true);
    expect(canBuyWithCurrency(selling, 'USDT')).toBe(false);
    expect(canBuyWithCurrency({ ...nft, purchasesStatus: PurchaseStatus.NONE }, 'USDT')).toBe(true);
    expect(canBuyWithCurrency({ ...nft, purchasesStatus: PurchaseStatus.OWNED }, 'USDT')).toBe(false);
  });
});

describe('flags, links and collections', () => {
  it('buying follows the allow-buy flag, off by default', () => {
    expect(isBuyingEnabled()).toBe(false);
    expect(isBuyingEnabled(1)).toBe(true);
  });

  it('a card opens the inventory detail for the logged-in seller, else the public detail', () => {
    const nft = { id: 'n1', seller: wallet.toLowerCase() };
    expect(cardLink(nft, { loggedIn: true, wallet })).toBe('/inventory/detail/n1');
    expect(cardLink(nft, { loggedIn: false, wallet })).toBe('/detail/n1');
    expect(cardLink(nft, { loggedIn: true, wallet: '0x2' })).toBe('/detail/n1');
  });

  it('a collection card opens the collection detail for a wallet user, else collection explore', () => {
    expect(collectionCardLink(7, { loggedIn: true, wallet })).toBe('/collections/detail?collectionId=7');
    expect(collectionCardLink(7, { loggedIn: true, wallet: null })).toBe(
      '/collection-explore?collectionId=7',
    );
    expect(collectionCardLink(7, { loggedIn: false, wallet })).toBe('/collection-explore?collectionId=7');
  });

  it('the collection creator is matched case-insensitively', () => {
    expect(isCollectionCreator({ creatorAddress: wallet.toLowerCase() }, wallet)).toBe(true);
    expect(isCollectionCreator({ creatorAddress: null }, wallet)).toBe(false);
  });

  it.each([
    [1, {}, true],
    [0, { isPro: true, proType: 2 }, true],
    [0, { isPro: true, proType: 4 }, true],
    [0, { isPro: true, proType: 1 }, false],
    [0, { isPro: true }, false],
    [0, { isPro: false, proType: 3 }, false],
  ])('create-collection flag %i with %j → %s', (flag, profile, allowed) => {
    expect(canCreateCollection(profile, flag)).toBe(allowed);
  });
});
