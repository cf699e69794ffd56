import { describe, expect, it } from 'vitest';
import { PurchaseStatus } from '../enums.ts';
import { messages } from '../messages.ts';
import { cardBadgeLabelKeys, cardBadges, isRentStatus, listHeadingKey } from './status-badges.ts';
import { walletCheck } from './wallet.ts';

const linked = '0xAbC0000000000000000000000000000000000001';

describe('walletCheck', () => {
  it.each([
    [linked, null, 'connect'],
    [null, null, 'connect'],
    [null, linked, 'link'],
    [linked, '0x0000000000000000000000000000000000000002', 'wrong-wallet'],
    [linked, linked.toLowerCase(), 'ok'],
  ] as const)('linked %s, connected %s → %s', (linkedAddress, connectedAddress, result) => {
    expect(walletCheck({ linkedAddress, connectedAddress })).toBe(result);
  });
});

describe('card badges', () => {
  it.each([
    [{ isVerified: false }, ['unverified']],
    [{ isVerified: true, onchain: false }, ['unminted']],
    [{ isVerified: true, onchain: true }, []],
    [{ isVerified: true, onchain: false, inUsed: true }, ['inUse']],
    [{ isVerified: true, onchain: true, isSelling: true }, ['selling']],
    [{ isVerified: true, onchain: false, purchasesStatus: PurchaseStatus.SELLING }, ['selling']],
    [{ isVerified: false, inUsed: true }, ['unverified', 'inUse']],
  ])('%j → %j', (nft, badges) => {
    expect(cardBadges(nft)).toEqual(badges);
  });

  it('labels each badge', () => {
    expect(Object.values(cardBadgeLabelKeys).map((key) => messages[key])).toEqual([
      'Unverified',
      'Unminted',
      'In use',
      'Selling',
    ]);
  });

  it.each([
    [PurchaseStatus.RENT, true],
    [PurchaseStatus.RENTING, true],
    [PurchaseStatus.RENTED, true],
    [PurchaseStatus.SELLING, false],
    [null, false],
  ])('status %s is a rent status: %s', (status, rent) => {
    expect(isRentStatus(status)).toBe(rent);
  });
});

describe('list heading', () => {
  it.each([
    [{ isSelling: true }, '{{total}} vrNFTs for Sale'],
    [{ isRent: true }, '{{total}} vrNFTs for Rent'],
    [{ isSelling: true, isRent: true }, '{{total}} vrNFTs for Sale or Rent'],
    [{}, '{{total}} vrNFTs for Sale'],
  ])('%j → %s', (filters, text) => {
    expect(messages[listHeadingKey(filters)]).toBe(text);
  });
});
