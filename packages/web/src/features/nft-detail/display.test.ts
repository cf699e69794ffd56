import type { Nft } from '@vrmarket/domain';
import { describe, expect, it } from 'vitest';
import {
  addressHelper,
  homeColorOf,
  materialsOf,
  modelUrlOf,
  partsOf,
  stageOf,
  thumbnailOf,
} from './display.ts';

const nft = (patch: Partial<Nft> = {}): Nft => ({
  id: '7',
  tokenId: '7',
  contractAddress: '0xabc',
  tokenUri: null,
  ownerAddress: null,
  seller: null,
  categoryId: 1,
  category: [{ categoryId: 1, categoryName: 'vrHomes', categoryTitle: 'VR Homes' }],
  subCategory: [],
  collection: [],
  currency: 'USDT',
  currentPrice: null,
  mintingPrice: '1',
  mintingCurrency: 'USDT',
  lastPrice: null,
  displayPrice: '1',
  offerId: null,
  glbUrl: null,
  purchasesStatus: 0,
  labActive: false,
  onchain: false,
  onsale: false,
  inUsed: false,
  isSelling: false,
  isVerified: true,
  isMinted: false,
  isTemplate: false,
  assetTier: null,
  metadata: {},
  styles: [],
  components: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  listedAt: null,
  auction: null,
  bestOffer: null,
  ...patch,
});

describe('the detail stage', () => {
  it('shows the 3D viewer when a glb exists, or a media file of a 3D type', () => {
    expect(stageOf(nft({ glbUrl: '/m.glb' }))).toEqual({ kind: 'model', url: '/m.glb' });
    const media = nft({ components: { mediaUrl: '/x.glb', mediaType: 'model/gltf-binary' } });
    expect(stageOf(media)).toEqual({ kind: 'model', url: '/x.glb' });
    expect(modelUrlOf(nft())).toBeUndefined();
  });

  it('shows video or image media when the type is not 3D', () => {
    expect(stageOf(nft({ components: { mediaUrl: '/v.webm', mediaType: 'video/webm' } }))).toEqual({
      kind: 'video',
      url: '/v.webm',
    });
    expect(stageOf(nft({ components: { mediaUrl: '/i.png', mediaType: 'image/png' } }))).toEqual({
      kind: 'image',
      url: '/i.png',
    });
  });

  it('uses the mystery-card and store styles by the first category', () => {
    const mystery = nft({
      category: [{ categoryId: 9, categoryName: 'MysteryCard', categoryTitle: 'Mystery Card' }],
      metadata: { image: '/c.png' },
    });
    expect(stageOf(mystery)).toEqual({ kind: 'mystery', image: '/c.png' });
    const store = nft({
      category: [{ categoryId: 8, categoryName: 'vrStores', categoryTitle: 'VR Stores' }],
      glbUrl: '/store.glb',
    });
    expect(stageOf(store)).toEqual({ kind: 'store', image: undefined });
    expect(modelUrlOf(store)).toBe('/store.glb');
  });

  it('falls back to the thumbnail, then to nothing', () => {
    expect(thumbnailOf(nft({ components: { model3dThumbnails: '/t.png' } }))).toBe('/t.png');
    expect(stageOf(nft())).toEqual({ kind: 'none' });
  });
});

describe('parts and materials', () => {
  const parts = [
    { id: 'a', meshName: 'Seat', textureId: 't1', textureName: 'Oak' },
    { id: 'b', meshName: 'Legs', textureId: 't1', textureName: 'Oak' },
    { id: 'c', meshName: 'Cushion', textureId: 't2', textureName: 'Linen' },
    { id: '', meshName: 'Ghost' },
  ];
  it('lists parts that have an id', () => {
    expect(partsOf(nft({ components: { parts } })).map((p) => p.meshName)).toEqual([
      'Seat',
      'Legs',
      'Cushion',
    ]);
  });
  it('de-duplicates materials by textureId', () => {
    expect(materialsOf(nft({ components: { parts } })).map((p) => p.textureName)).toEqual(['Oak', 'Linen']);
  });
});

describe('sale-history helper labels', () => {
  const contracts = {
    Marketplace: '0xMMMM000000000000000000000000000000000001',
    VrNFT: '0x00000000000000000000000000000000000000aa',
    AuctionHouse: '0x00000000000000000000000000000000000000c5',
  };
  it('names the marketplace, the auction house and the mint instead of an address', () => {
    expect(addressHelper('0x00000000000000000000000000000000000000C5', contracts)).toBe('auctionHouse');
    expect(addressHelper('0xmmmm000000000000000000000000000000000001', contracts)).toBe('marketplace');
    expect(addressHelper('0x0000000000000000000000000000000000000000', contracts)).toBe('minter');
    expect(addressHelper('0x00000000000000000000000000000000000000AA', contracts)).toBe('minter');
    expect(addressHelper('0x1234567890123456789012345678901234567890', contracts)).toBeNull();
    expect(addressHelper(null, contracts)).toBeNull();
  });
});

describe("a free home's colour", () => {
  it('recolours the stage with a well-formed #rrggbb only', () => {
    const home = (homeColor?: string) => nft({ components: { model3dName: 'DefaultHome', homeColor } });
    expect(homeColorOf(home('#2e8b57'))).toBe('#2e8b57');
    expect(homeColorOf(home('red'))).toBeUndefined();
    expect(homeColorOf(home())).toBeUndefined();
  });
});
