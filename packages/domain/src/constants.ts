/** The business constants (R-CONST-1 … R-CONST-20), grouped by what they govern. */

export const PAGE_SIZE = {
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
} as const;
export const DEFAULT_PAGE = 1;
/** Largest page size the api accepts. */
export const MAX_PAGE_SIZE = 100;

export const TIMING_MS = {
  requestTimeout: 30_000,
  toastAutoClose: 5_000,
  searchDebounce: 1_000,
  scrollDebounce: 100,
  iconLoadingDebounce: 100,
  bannerAutoplay: 5_000,
  aethRateRefresh: 10_000,
} as const;

export const UPLOAD = {
  maxBytes: 52_428_800,
  /** The spec's other limit constant (bytes in a kibibyte). */
  kibibyte: 1024,
  maxAttachments: 5,
} as const;

export const MAX_UINT256 = 2n ** 256n - 1n;

export const MARKETPLACE_FEE = { percent: 3, basisPoints: 300 } as const;

export const CHAIN_ID = { mainnet: '0x38', testnet: '0x61' } as const;

export const TOKEN_PAIRS = { payment: 'aUSDT-BIVE', sell: 'USDT-BIVE' } as const;

export const FLAGS = { allowBuy: 0, checkWhitelist: 0, allowCreateCollection: 1 } as const;

export const CATEGORY_3D_ID = 54;
/**
 * The product's own country (spec: Swap shows when properties.Country "is not '{product}'", the
 * product's name): an item of the product's own world never swaps.
 */
export const PRODUCT_COUNTRY = 'vrmarket';
export const MAX_REFERRAL_PERCENT = 20;
export const PRICES = { fishingHut: 25, fishingBoat: 99 } as const;
/** Pro accounts: proType 1..4; a collection needs at least 2 when the create-collection flag is off. */
export const PRO_TYPE = { min: 1, max: 4, default: 1, createCollection: 2 } as const;

export const STYLES_3D = [
  'Cartoon',
  'Realistic',
  'Handpainted',
  'Stylized',
  'Simple Light',
  'Simple Lighting',
  'Minecraft',
  'Metal and Glass',
] as const;

export const CREATABLE_CATEGORY_TYPES = [
  'vrMalls',
  'vrHomes',
  'vrLands',
  'vrStableNFTs',
  'vr3DNFTs',
  'VR Space',
  'Digital Humans',
  'Charity',
] as const;

export const TEMPLATE_TYPES = [
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
] as const;

export const OTHER_CATEGORY_TYPES = ['BizPet', 'vrUtility', 'vrBoxes'] as const;

export const DEFAULT_HOME_NAME = 'DefaultHome';

export const VIEWER_3D = {
  lightMapIntensity: 1.3,
  aoMapIntensity: 0.75,
  exportMaxTextureSize: 4096,
  ambientLight: 0.5,
} as const;

export const TOKEN_ID_PAD = 7;

/** Characters kept at each end of a shortened address. */
export const ADDRESS_SHORTENING = {
  detail: { head: 4, tail: 4 },
  header: { head: 5, tail: 5 },
  menu: { head: 6, tail: 6 },
} as const;

export const BREAKPOINT_NARROW_PX = 600;

export const LAYOUT_HEIGHT_PX = {
  dataCard: 200,
  saleHistory: 300,
  /** The sale history's placeholder, skeleton and empty state (one height for all three). */
  saleHistoryEmpty: 120,
  map: 400,
  landList: 340,
  propertiesList: 210,
  partsList: 120,
  /** The price-history chart, and its placeholder, skeleton and empty state (one height for all). */
  priceChart: 240,
} as const;

export const REVIEW_WINDOW_HOURS = { createForVerification: 72, referralProcessing: 24 } as const;

/** vrStore size class: area under 40 is Small, under 100 Medium, else Large. */
export const STORE_SIZE_THRESHOLDS = { small: 40, medium: 100 } as const;

export const PENDING_RENT_DURATION_LABEL = 'Duration: 1 Month';

export const STAKING = {
  flexibleClaimWaitMs: 2_592_000_000,
  dayMs: 86_400_000,
  daysPerYear: 360,
  /** The duration code a flexible stake is created with. */
  flexibleCode: 'DAYS',
} as const;

export const TEXT_LIMITS = {
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
} as const;

export const DECIMALS = {
  priceDisplay: 4,
  referralReward: 2,
  stakingEarned: 4,
  areaDetail: 1,
  areaCustomise: 2,
} as const;

/** Price input limits: integer part under 9 digits; the decimal cap is min(currency decimals, 6). */
export const PRICE_INPUT = { maxIntegerDigits: 8, decimalsCap: 6 } as const;

export const QR_CODE = { level: 'L', sizePx: 100 } as const;

export const STORAGE_KEYS = {
  accessToken: 'access_token',
  userData: 'userData',
  theme: 'theme',
} as const;
export const REF_CODE_COOKIE = 'refCode';
