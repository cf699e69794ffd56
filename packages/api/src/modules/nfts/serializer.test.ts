import { describe, expect, it } from 'vitest';
import { type NftRow, toNft } from './serializer.ts';

const row = (components: unknown) =>
  ({
    id: 1,
    tokenId: null,
    contractAddress: null,
    tokenUri: null,
    ownerAddress: null,
    seller: null,
    categoryId: 54,
    subCategoryId: null,
    collectionId: null,
    currency: 'USDT',
    currentPrice: null,
    mintingPrice: '5',
    mintingCurrency: 'USDT',
    lastPrice: null,
    offerId: null,
    glbUrl: null,
    purchaseStatus: 0,
    labActive: false,
    onchain: false,
    inUsed: false,
    isVerified: true,
    isTemplate: false,
    assetTier: null,
    metadata: {},
    styles: [],
    components,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    listedAt: null,
  }) as unknown as NftRow;

const relations = {
  categories: new Map(),
  collections: new Map(),
  auctions: new Map(),
  bestOffers: new Map(),
};

describe('toNft components', () => {
  it('keeps the fields of the right type and leaves out malformed or unknown ones', () => {
    const nft = toNft(
      row({
        customTitle: 'Villa',
        mediaUrl: 7,
        area: 120.5,
        storesSlot: 4,
        gamesSlot: 1.5,
        boothsSlot: '2',
        resourceUrl: null,
        unknownField: 'x',
        vrLandData: 'not an object',
        parts: ['bad', 3],
      }),
      relations,
    );
    expect(nft.components).toEqual({ customTitle: 'Villa', area: 120.5, storesSlot: 4, parts: [] });
  });

  it('answers no components for a stored value that is not an object', () => {
    expect(toNft(row(null), relations).components).toEqual({});
    expect(toNft(row('text'), relations).components).toEqual({});
  });
});
