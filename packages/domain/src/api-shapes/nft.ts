import { z } from 'zod';
import { PAGE_SIZE, STYLES_3D } from '../constants.ts';
import type { Currency } from '../currency.ts';
import type { SortOrder } from '../enums.ts';
import { paged } from './page.ts';
import { traitParam } from './traits.ts';
import { verificationStatusShape } from './verification-status.ts';

export * from './query-params.ts';

import {
  addressParam,
  countListParam,
  currencyParam,
  flagParam,
  idListParam,
  idParam,
  idText,
  limitParam,
  listParam,
  pageParam,
  searchParam,
  sortingParam,
} from './query-params.ts';

/** The api's NFT as R-DATA-1 and R-DATA-2 describe it. Prices are decimal strings in whole-token units. */

/** A model part; parts without an id are materials only (the parts grid skips them). */
export const nftPartShape = z.object({
  id: z.string().optional(),
  meshName: z.string().optional(),
  meshThumbnails: z.string().optional(),
  textureId: z.string().optional(),
  textureName: z.string().optional(),
  textureThumbnails: z.string().optional(),
});
export type NftPart = z.output<typeof nftPartShape>;

export const vrLandDataShape = z.object({
  id: z.string().optional(),
  landArea: z.number().optional(),
  countryName: z.string().optional(),
  cityName: z.string().optional(),
  projectName: z.string().optional(),
  address: z.string().optional(),
});
export type VrLandData = z.output<typeof vrLandDataShape>;

export const nftComponentsShape = z.object({
  customTitle: z.string().optional(),
  mediaUrl: z.string().optional(),
  mediaType: z.string().optional(),
  model3dThumbnails: z.string().optional(),
  model3dTitle: z.string().optional(),
  model3dName: z.string().optional(),
  model3dId: z.string().optional(),
  model3dDescription: z.string().optional(),
  resourceUrl: z.string().optional(),
  area: z.number().optional(),
  /** JSON text of the Data card's label/value pairs (Styles, Attached, Country …). */
  properties: z.string().optional(),
  vrLandData: vrLandDataShape.optional(),
  parts: z.array(nftPartShape).optional(),
  landId: z.string().optional(),
  /** The number plate picture uploaded on select-model (`nftData.number_plate_image`). */
  numberPlateImage: z.string().optional(),
  /** The texture uploaded on the vrLand preview (`nftData.land_texture`), drawn on the parcel. */
  landTexture: z.string().optional(),
  /** The free vrHome's colour, `#rrggbb` (the detail recolours the model with it). */
  homeColor: z.string().optional(),
  /** Slots a mall template offers (what storesSlot / gamesSlot / boothsSlot filter on). */
  storesSlot: z.number().int().optional(),
  gamesSlot: z.number().int().optional(),
  boothsSlot: z.number().int().optional(),
  /** ISO time of the owner's last Publish (a 3D model's media re-exported). */
  publishedAt: z.string().optional(),
});
export type NftComponents = z.output<typeof nftComponentsShape>;

/** An NFT's open (or ended, unsettled) auction, in brief; `auctionShape` has it whole. */
export const nftAuctionShape = z
  .object({
    /** The on-chain auction id (decimal text): `GET /api/v1/auctions/{id}`. */
    id: z.string(),
    /** The highest bid; null before the first bid. */
    highestPrice: z.string().nullable(),
    reservePrice: z.string(),
    /** What the next bid must reach. */
    minimumBid: z.string(),
    currency: z.string(),
    bidCount: z.number().int().min(0),
    /** ISO 8601. */
    endTime: z.string(),
  })
  .meta({ id: 'NftAuction' });
export type NftAuction = z.output<typeof nftAuctionShape>;

/** One NFT (`tokenId`), or any token of a collection (`tokenRoot`, a Merkle root of its token ids). */
export const OfferKind = { NFT: 'NFT', COLLECTION: 'COLLECTION' } as const;
export type OfferKind = (typeof OfferKind)[keyof typeof OfferKind];

/** An NFT's best active offer, in brief (issue 42; `offerShape` has it whole): the cards' 'Best offer'. */
export const nftBestOfferShape = z
  .object({
    /** The api's offer id. */
    id: z.string(),
    amount: z.string(),
    currency: z.string(),
    kind: z.enum([OfferKind.NFT, OfferKind.COLLECTION]),
  })
  .meta({ id: 'NftBestOffer' });
export type NftBestOffer = z.output<typeof nftBestOfferShape>;

export const nftShape = z
  .object({
    /** Database id, as text. */
    id: z.string(),
    /** uint256 as decimal text; null until minted. */
    tokenId: z.string().nullable(),
    contractAddress: z.string().nullable(),
    tokenUri: z.string().nullable(),
    /** Lowercased; the marketplace contract while listed (then `seller` is the owner). */
    ownerAddress: z.string().nullable(),
    seller: z.string().nullable(),
    categoryId: z.number().int(),
    category: z.array(
      z.object({
        categoryId: z.number().int(),
        categoryName: z.string(),
        /** The title people read ('3D NFTs'); show it through `categoryTitle`, never the name. */
        categoryTitle: z.string(),
      }),
    ),
    subCategory: z.array(z.object({ subCategoryId: z.number().int(), subCategoryName: z.string() })),
    collection: z.array(
      z.object({ collectionId: z.number().int(), collectionName: z.string(), totalItems: z.number().int() }),
    ),
    currency: z.string(),
    currentPrice: z.string().nullable(),
    mintingPrice: z.string(),
    mintingCurrency: z.string(),
    lastPrice: z.string().nullable(),
    /** The price a card shows and price sorting uses: currentPrice, else mintingPrice. */
    displayPrice: z.string(),
    offerId: z.string().nullable(),
    glbUrl: z.string().nullable(),
    /** PurchaseStatus: NONE 0, SELLING 1 … NOTMINTED 8. */
    purchasesStatus: z.number().int(),
    labActive: z.boolean(),
    /** Minted on chain (same as isMinted). */
    onchain: z.boolean(),
    /** Buyable now: SELLING on chain, or NONE with labActive (sold by lazy mint). Same as isSelling. */
    onsale: z.boolean(),
    inUsed: z.boolean(),
    isSelling: z.boolean(),
    isVerified: z.boolean(),
    isMinted: z.boolean(),
    isTemplate: z.boolean(),
    assetTier: z.string().nullable(),
    metadata: z.object({ image: z.string().optional(), external_url: z.string().optional() }),
    styles: z.array(z.string()),
    components: nftComponentsShape,
    /** ISO 8601. */
    createdAt: z.string(),
    listedAt: z.string().nullable(),
    /**
     * The NFT's auction while it is in the AuctionHouse (purchase status DEALING): what a card
     * shows (the current bid or the reserve, and the time left). Null otherwise.
     */
    auction: nftAuctionShape.nullable(),
    /** The best active offer on the NFT or a collection offer covering it (issue 42); null without one. */
    bestOffer: nftBestOfferShape.nullable(),
    /** Only when the request is signed in. */
    isFavorite: z.boolean().optional(),
    favoriteCount: z.number().int().optional(),
    /** Only in the owner's own list and the verification queue. */
    verificationStatus: verificationStatusShape.optional(),
    rejectionReason: z.string().nullable().optional(),
  })
  .meta({ id: 'Nft' });
export type Nft = z.output<typeof nftShape>;

export const nftPage = paged(nftShape).meta({ id: 'NftPage' });
export type NftPage = z.output<typeof nftPage>;

export const trendingEntryShape = z
  .object({ nftId: z.string(), nftInfo: nftShape })
  .meta({ id: 'TrendingNft' });
export type TrendingEntry = z.output<typeof trendingEntryShape>;
export const trendingPage = paged(trendingEntryShape).meta({ id: 'TrendingNftPage' });
export type TrendingPage = z.output<typeof trendingPage>;

/** The favourites page has its own shape in the spec: `{ data: [{ nft }], total, page, limit }`. */
export const favouritesPage = z
  .object({
    data: z.array(z.object({ nft: nftShape })),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
  })
  .meta({ id: 'FavouritesPage' });
export type FavouritesPage = z.output<typeof favouritesPage>;

/** `POST` / `DELETE /api/v1/favorite-items` body; the id as a number or as text. */
export const favouriteBody = z
  .object({ nftId: z.union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), idText]) })
  .meta({ id: 'FavouriteBody' });
export type FavouriteBody = z.output<typeof favouriteBody>;

/** The answer of `POST` / `DELETE /api/v1/favorite-items` (HTTP 200 either way). */
export const favouriteState = z
  .object({ nftId: z.string(), isFavorite: z.boolean(), favoriteCount: z.number().int().min(0) })
  .meta({ id: 'FavouriteState' });
export type FavouriteState = z.output<typeof favouriteState>;

const styleParam = listParam(
  z.enum(STYLES_3D, { error: `must be one of ${STYLES_3D.join(', ')}` }) as z.ZodType<string>,
);

/**
 * `GET /api/v1/nft`. `category`/`subCategory` are other names for `categoryIds`/`subCategoryIds`
 * and `search` for `keyword` (both names may be given; lists are joined).
 */
export const nftListQuery = z
  .object({
    page: pageParam,
    limit: limitParam(PAGE_SIZE.other),
    categoryIds: idListParam,
    category: idListParam,
    subCategoryIds: idListParam,
    subCategory: idListParam,
    keyword: searchParam,
    search: searchParam,
    sorting: sortingParam,
    currency: currencyParam,
    recent: flagParam,
    onSale: flagParam,
    storesSlot: countListParam,
    gamesSlot: countListParam,
    boothsSlot: countListParam,
    collectionId: idParam,
    isAddToCollection: flagParam,
    canBeStake: flagParam,
    ownerAddress: addressParam,
    styles: styleParam,
    inUsed: flagParam,
    isSelling: flagParam,
    isRent: flagParam,
    isRenting: flagParam,
    isRented: flagParam,
    unVerified: flagParam,
    notMinted: flagParam,
    onAuction: flagParam,
    trait: traitParam,
  })
  .refine((query) => !query.isAddToCollection || query.ownerAddress !== undefined, {
    // Until the caller's own wallet is taken from the session, the owner is named explicitly.
    path: ['isAddToCollection'],
    message: 'needs ownerAddress (the items of that owner not yet in a collection)',
  })
  .transform(({ category, subCategory, search, ...query }) => ({
    ...query,
    categoryIds: [...(query.categoryIds ?? []), ...(category ?? [])],
    subCategoryIds: [...(query.subCategoryIds ?? []), ...(subCategory ?? [])],
    keyword: query.keyword ?? search,
  }));
/** The parsed list query the api's services take. */
export type NftListQuery = z.output<typeof nftListQuery>;

/** `GET /api/v1/nft/nft-trending/list`. */
export const trendingListQuery = z.object({
  page: pageParam,
  limit: limitParam(PAGE_SIZE.other),
  categoryIds: idListParam,
  recent: flagParam,
  onSale: flagParam,
  keyword: searchParam,
  sorting: sortingParam,
  currency: currencyParam,
});
export type TrendingListQuery = z.output<typeof trendingListQuery>;

/** `GET /api/v1/favorite-items`. */
export const favouritesQuery = z.object({
  page: pageParam,
  limit: limitParam(PAGE_SIZE.favourites),
  currency: currencyParam,
  sorting: sortingParam,
  search: searchParam,
  category: idListParam,
});
export type FavouritesQuery = z.output<typeof favouritesQuery>;

type Flag = boolean;
/** What a client may send to `GET /api/v1/nft` (lists are sent as comma text or repeated). */
export type NftListParams = Partial<{
  page: number;
  limit: number;
  categoryIds: number[];
  subCategoryIds: number[];
  keyword: string;
  sorting: SortOrder;
  currency: Currency | 'aETH';
  recent: Flag;
  onSale: Flag;
  storesSlot: number[];
  gamesSlot: number[];
  boothsSlot: number[];
  collectionId: number;
  isAddToCollection: Flag;
  canBeStake: Flag;
  ownerAddress: string;
  styles: string[];
  inUsed: Flag;
  isSelling: Flag;
  isRent: Flag;
  isRenting: Flag;
  isRented: Flag;
  unVerified: Flag;
  notMinted: Flag;
  onAuction: Flag;
  /** `Type:Value`, sent as repeated params (a value may hold a comma). */
  trait: string[];
}>;
export type TrendingListParams = Pick<
  NftListParams,
  'page' | 'limit' | 'categoryIds' | 'recent' | 'onSale' | 'keyword' | 'sorting' | 'currency'
>;
export type FavouritesParams = Partial<{
  page: number;
  limit: number;
  currency: Currency | 'aETH';
  sorting: SortOrder;
  search: string;
  category: number[];
}>;
