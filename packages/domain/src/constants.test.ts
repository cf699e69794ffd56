import { describe, expect, it } from 'vitest';
import * as c from './constants.ts';

describe('business constants (§9 of both documents)', () => {
  it('page sizes', () => {
    expect(c.PAGE_SIZE).toMatchObject({
      collections: 8,
      recentListedViewMore: 12,
      landingTopCollections: 4,
      landingCategories: 4,
      favourites: 30,
      history: 10,
      itemPickerSkeleton: 16,
      categoryTabsSkeleton: 16,
      activity: 10,
      referral: 10,
      claimHistory: 10,
      petCombos: 8,
      stakingCards: 4,
      other: 8,
    });
    expect(c.DEFAULT_PAGE).toBe(1);
  });

  it('timings in milliseconds', () => {
    expect(c.TIMING_MS).toEqual({
      requestTimeout: 30000,
      toastAutoClose: 5000,
      searchDebounce: 1000,
      scrollDebounce: 100,
      iconLoadingDebounce: 100,
      bannerAutoplay: 5000,
      aethRateRefresh: 10000,
    });
  });

  it('upload limits', () => {
    expect(c.UPLOAD.maxBytes).toBe(52428800);
    expect(c.UPLOAD.maxBytes).toBe(50 * 1024 * 1024);
    expect(c.UPLOAD.kibibyte).toBe(1024);
    expect(c.UPLOAD.maxAttachments).toBe(5);
  });

  it('MAX_UINT256 is 2^256 - 1', () => {
    expect(c.MAX_UINT256.toString(16)).toBe('f'.repeat(64));
  });

  it('fee, chain, token pairs and flags', () => {
    expect(c.MARKETPLACE_FEE).toEqual({ percent: 3, basisPoints: 300 });
    expect(c.CHAIN_ID).toEqual({ mainnet: '0x38', testnet: '0x61' });
    expect(Number(c.CHAIN_ID.mainnet)).toBe(56);
    expect(Number(c.CHAIN_ID.testnet)).toBe(97);
    expect(c.TOKEN_PAIRS).toEqual({ payment: 'aUSDT-BIVE', sell: 'USDT-BIVE' });
    expect(c.FLAGS).toEqual({ allowBuy: 0, checkWhitelist: 0, allowCreateCollection: 1 });
  });

  it('category, referral and price constants', () => {
    expect(c.CATEGORY_3D_ID).toBe(54);
    expect(c.MAX_REFERRAL_PERCENT).toBe(20);
    expect(c.PRICES).toEqual({ fishingHut: 25, fishingBoat: 99 });
    expect(c.DEFAULT_HOME_NAME).toBe('DefaultHome');
  });

  it('category type lists', () => {
    expect(c.STYLES_3D).toEqual([
      'Cartoon',
      'Realistic',
      'Handpainted',
      'Stylized',
      'Simple Light',
      'Simple Lighting',
      'Minecraft',
      'Metal and Glass',
    ]);
    expect(c.CREATABLE_CATEGORY_TYPES).toEqual([
      'vrMalls',
      'vrHomes',
      'vrLands',
      'vrStableNFTs',
      'vr3DNFTs',
      'VR Space',
      'Digital Humans',
      'Charity',
    ]);
    expect(c.TEMPLATE_TYPES).toEqual([
      'vrMalls',
      'vrHomes',
      'vrPanos',
      'vrExpos',
      'vrCinemars',
      'vrGameCenters',
      'vrStores',
      'vrBanners',
      'vrBooths',
      'vrHalls',
    ]);
    expect(c.OTHER_CATEGORY_TYPES).toEqual(['BizPet', 'vrUtility', 'vrBoxes']);
  });

  it('3D viewer settings', () => {
    expect(c.VIEWER_3D).toEqual({
      lightMapIntensity: 1.3,
      aoMapIntensity: 0.75,
      exportMaxTextureSize: 4096,
      ambientLight: 0.5,
    });
  });

  it('display settings', () => {
    expect(c.TOKEN_ID_PAD).toBe(7);
    expect(c.ADDRESS_SHORTENING).toEqual({
      detail: { head: 4, tail: 4 },
      header: { head: 5, tail: 5 },
      menu: { head: 6, tail: 6 },
    });
    expect(c.BREAKPOINT_NARROW_PX).toBe(600);
    expect(c.LAYOUT_HEIGHT_PX).toMatchObject({ dataCard: 200, saleHistory: 300, map: 400 });
    expect(c.STORE_SIZE_THRESHOLDS).toEqual({ small: 40, medium: 100 });
    expect(c.PENDING_RENT_DURATION_LABEL).toBe('Duration: 1 Month');
    expect(c.DECIMALS).toEqual({
      priceDisplay: 4,
      referralReward: 2,
      stakingEarned: 4,
      areaDetail: 1,
      areaCustomise: 2,
    });
  });

  it('review windows and staking', () => {
    expect(c.REVIEW_WINDOW_HOURS).toEqual({ createForVerification: 72, referralProcessing: 24 });
    expect(c.STAKING.flexibleClaimWaitMs).toBe(2592000000);
    expect(c.STAKING.flexibleClaimWaitMs).toBe(30 * c.STAKING.dayMs);
    expect(c.STAKING.dayMs).toBe(86400000);
    expect(c.STAKING.daysPerYear).toBe(360);
  });

  it('text limits', () => {
    expect(c.TEXT_LIMITS).toEqual({
      title: 50,
      attachedLink: 50,
      resourceUrl: 50,
      propertyLabel: 50,
      propertyValue: 50,
      searchField: 50,
      collectionName: 50,
      collectionDescription: 1000,
      recommendDescription: 1000,
      phoneDigits: 10,
      descriptionTruncation: 300,
    });
  });

  it('storage keys and the referral cookie', () => {
    expect(c.STORAGE_KEYS).toEqual({ accessToken: 'access_token', userData: 'userData', theme: 'theme' });
    expect(c.REF_CODE_COOKIE).toBe('refCode');
  });
});
