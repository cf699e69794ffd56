import { PurchaseStatus } from '@vrmarket/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';
import { amount, createdAt, identityId, idRef, uint256, updatedAt } from './columns.ts';
import { lands } from './lands.ts';
import { vrStores } from './stores.ts';
import { users } from './users.ts';

const PURCHASE_STATUS_MIN = Math.min(...Object.values(PurchaseStatus));
const PURCHASE_STATUS_MAX = Math.max(...Object.values(PurchaseStatus));

export const collections = pgTable(
  'collections',
  {
    id: identityId(),
    collectionName: text('collection_name').notNull(),
    description: text('description').notNull().default(''),
    cover: text('cover'),
    avatar: text('avatar'),
    creatorId: idRef('creator_id').references(() => users.id, { onDelete: 'set null' }),
    /** Creator's wallet, lowercased. */
    creatorAddress: text('creator_address'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('collections_creator_address_idx').on(t.creatorAddress),
    index('collections_creator_idx').on(t.creatorId),
  ],
);

export type NftPart = {
  id: string;
  meshName?: string;
  meshThumbnails?: string;
  textureId?: string;
  textureName?: string;
  textureThumbnails?: string;
};

export type VrLandData = {
  id?: string;
  landArea?: number;
  countryName?: string;
  cityName?: string;
  projectName?: string;
  address?: string;
};

/** The spec's `components` object, stored as one JSON document. */
export type NftComponents = {
  customTitle?: string;
  mediaUrl?: string;
  mediaType?: string;
  model3dThumbnails?: string;
  model3dTitle?: string;
  model3dName?: string;
  model3dId?: string;
  model3dDescription?: string;
  resourceUrl?: string;
  area?: number;
  /** JSON text of label/value rows (Styles, Attached …), as the spec keeps it. */
  properties?: string;
  vrLandData?: VrLandData;
  parts?: NftPart[];
  landId?: string;
  numberPlateImage?: string;
  landTexture?: string;
  homeColor?: string;
  [key: string]: unknown;
};

export type NftMetadata = { image?: string; external_url?: string; [key: string]: unknown };

export const nfts = pgTable(
  'nfts',
  {
    id: identityId(),
    /** Null until the token is minted (lazy minting). */
    tokenId: uint256('token_id'),
    contractAddress: text('contract_address'),
    tokenUri: text('token_uri'),
    ownerAddress: text('owner_address'),
    seller: text('seller'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subCategoryId: integer('sub_category_id').references(() => categories.id),
    collectionId: idRef('collection_id').references(() => collections.id, { onDelete: 'set null' }),
    creatorId: idRef('creator_id').references(() => users.id, { onDelete: 'set null' }),
    currency: text('currency').notNull().default('USDT'),
    currentPrice: amount('current_price'),
    mintingPrice: amount('minting_price').notNull().default('0'),
    mintingCurrency: text('minting_currency').notNull().default('USDT'),
    lastPrice: amount('last_price'),
    /** Id of the open on-chain sale offer, when selling. */
    offerId: uint256('offer_id'),
    purchaseStatus: smallint('purchase_status')
      .$type<PurchaseStatus>()
      .notNull()
      .default(PurchaseStatus.NONE),
    labActive: boolean('lab_active').notNull().default(false),
    onchain: boolean('onchain').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    inUsed: boolean('in_used').notNull().default(false),
    isTemplate: boolean('is_template').notNull().default(false),
    isShow: boolean('is_show').notNull().default(true),
    /** Why an admin-market user refused a created NFT (it stays unverified and hidden); null otherwise. */
    rejectionReason: text('rejection_reason'),
    assetTier: text('asset_tier'),
    /**
     * The vrLand parcel this NFT was created of (create/service.ts), or null. The NFT holds the
     * parcel until an admin rejects it: see `nfts_land_held_key`.
     */
    landId: integer('land_id').references(() => lands.id, { onDelete: 'set null' }),
    /** The vrStore this NFT was created of, held like a parcel (`nfts_store_held_key`). */
    storeId: text('store_id').references(() => vrStores.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    metadata: jsonb('metadata').$type<NftMetadata>().notNull().default({}),
    components: jsonb('components').$type<NftComponents>().notNull().default({}),
    glbUrl: text('glb_url'),
    styles: text('styles').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    listedAt: timestamp('listed_at', { withTimezone: true }),
  },
  (t) => [
    unique('nfts_contract_token_key').on(t.contractAddress, t.tokenId),
    check(
      'nfts_purchase_status_check',
      sql.raw(`"purchase_status" between ${PURCHASE_STATUS_MIN} and ${PURCHASE_STATUS_MAX}`),
    ),
    // The list pages walk the partial indexes of migrations 0004/0005 (show, category, selling ×
    // recent, price); 0011 dropped the first list indexes they superseded. This one stays: the
    // only index leading with the sub-category, which sub-category filters read as a bitmap
    // (without it a price-sorted sub-category page is a sequential scan of nfts).
    index('nfts_sub_category_status_listed_idx').on(t.subCategoryId, t.purchaseStatus, t.listedAt),
    index('nfts_owner_idx').on(t.ownerAddress),
    index('nfts_collection_idx').on(t.collectionId),
    index('nfts_creator_idx').on(t.creatorId),
    // The admins' verification queue: unverified NFTs, newest first.
    index('nfts_unverified_created_idx').on(t.createdAt).where(sql`not ${t.isVerified}`),
    // Rules that must hold once (DESIGN.md): a parcel, and a store, make one NFT that is not
    // rejected (a rejection frees them); a user has at most one land request waiting for review.
    uniqueIndex('nfts_land_held_key')
      .on(t.landId)
      .where(sql`${t.landId} is not null and ${t.rejectionReason} is null`),
    uniqueIndex('nfts_store_held_key')
      .on(t.storeId)
      .where(sql`${t.storeId} is not null and ${t.rejectionReason} is null`),
    uniqueIndex('nfts_one_land_request_key')
      .on(t.creatorId)
      .where(sql`${t.landId} is not null and not ${t.isVerified} and ${t.rejectionReason} is null`),
  ],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nftId: idRef('nft_id')
      .notNull()
      .references(() => nfts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /**
     * The NFT's `is_show`, copied by triggers (migration 0032): on every insert, and on the NFT's
     * hiding and showing again. The user's list and its total read it instead of each NFT's row.
     */
    nftShown: boolean('nft_shown').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.userId, t.nftId] }), index('favourites_nft_idx').on(t.nftId)],
);
