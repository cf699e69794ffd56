import {
  type Nft,
  type NftAuction,
  type NftBestOffer,
  nftComponentsShape,
  PurchaseStatus,
  verificationStatusOf,
} from '@vrmarket/domain';
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, rawRows } from '../../db/database.ts';
import { nfts } from '../../db/schema/index.ts';
import { auctionBriefs } from '../auctions/read.ts';
import { bestOffers } from '../offers/read.ts';

export type NftRow = typeof nfts.$inferSelect;

/**
 * The columns an NFT's answer is made of (toNft, loadRelations), and `isShow`, which the detail
 * checks before answering. Page statements read only these: the others (title, creator, land,
 * store, updatedAt) are parsed for nothing on every row of every page.
 */
export const NFT_ANSWER_COLUMNS = [
  'id',
  'tokenId',
  'contractAddress',
  'tokenUri',
  'ownerAddress',
  'seller',
  'categoryId',
  'subCategoryId',
  'collectionId',
  'currency',
  'currentPrice',
  'mintingPrice',
  'mintingCurrency',
  'lastPrice',
  'offerId',
  'purchaseStatus',
  'labActive',
  'onchain',
  'isVerified',
  'inUsed',
  'isTemplate',
  'isShow',
  'rejectionReason',
  'assetTier',
  'metadata',
  'components',
  'glbUrl',
  'styles',
  'createdAt',
  'listedAt',
] as const satisfies readonly (keyof NftRow)[];

/** What an NFT's answer is made of: a whole row, or a page row's columns. */
export type NftAnswerRow = Pick<NftRow, (typeof NFT_ANSWER_COLUMNS)[number]>;

/** What a page of NFTs refers to, loaded once per page. */
export type NftRelations = {
  /** Each category's name and the title people read. */
  categories: Map<number, { name: string; title: string }>;
  collections: Map<number, { collectionName: string; totalItems: number }>;
  /** Only when a viewer is known. */
  favourites?: Map<number, { count: number; mine: boolean }>;
  /** The auctions of the page's NFTs in the auction house (DEALING), in brief. */
  auctions: Map<number, NftAuction>;
  /** The best active offer of each of the page's minted NFTs (one query per page). */
  bestOffers: Map<number, NftBestOffer>;
};

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Categories change rarely: kept per database for a minute, re-read when an id is unknown. */
const CATEGORY_TTL_MS = 60_000;
const categoryCache = new WeakMap<Db, { at: number; names: NftRelations['categories'] }>();

async function categoryNames(db: Db, ids: number[]): Promise<NftRelations['categories']> {
  const cached = categoryCache.get(db);
  if (cached && Date.now() - cached.at < CATEGORY_TTL_MS && ids.every((id) => cached.names.has(id))) {
    return cached.names;
  }
  const rows = await rawRows<{ id: number; name: string; title: string }>(
    db,
    sql`select "id", "name", "title" from "categories"`,
  );
  const names = new Map(rows.map((row) => [Number(row.id), { name: row.name, title: row.title }]));
  categoryCache.set(db, { at: Date.now(), names });
  return names;
}

/**
 * Categories, collections (with their visible item counts) and, for a viewer, favourites.
 * `knownCollections` and `knownFavourites`: already read with the rows (list pages), so not read again.
 */
export async function loadRelations(
  db: Db,
  rows: NftAnswerRow[],
  viewerId?: number,
  knownCollections?: NftRelations['collections'],
  knownFavourites?: NftRelations['favourites'],
): Promise<NftRelations> {
  const relations: NftRelations = {
    categories: new Map(),
    collections: new Map(),
    auctions: new Map(),
    bestOffers: new Map(),
  };
  if (rows.length === 0) return relations;
  const categoryIds = [
    ...new Set(rows.flatMap((row) => [row.categoryId, row.subCategoryId ?? row.categoryId])),
  ];
  const collectionIds = [
    ...new Set(rows.flatMap((row) => (row.collectionId === null ? [] : [row.collectionId]))),
  ];
  const nftIds = rows.map((row) => row.id);
  // Only NFTs in the auction house have one: most pages read nothing more.
  const dealing = rows.flatMap((row) => (row.purchaseStatus === PurchaseStatus.DEALING ? [row.id] : []));

  const [categoryRows, collectionRows, favouriteRows, auctions, offers] = await Promise.all([
    categoryNames(db, categoryIds),
    collectionIds.length === 0 || knownCollections
      ? []
      : rawRows<{ id: string | number; name: string; total: string | number }>(
          db,
          sql`select c."id", c."collection_name" as "name",
                coalesce((select s."items" from "collection_stats" s where s."collection_id" = c."id"),
                  (select count(*) from "nfts" n where n."collection_id" = c."id" and n."is_show")) as "total"
              from "collections" c where c."id" in (${idList(collectionIds)})`,
        ),
    viewerId === undefined || knownFavourites
      ? undefined
      : rawRows<{ nft_id: string | number; count: string | number; mine: boolean }>(
          db,
          sql`select "nft_id", count(*) as "count", bool_or("user_id" = ${viewerId}) as "mine"
              from "favourites" where "nft_id" in (${idList(nftIds)}) group by "nft_id"`,
        ),
    auctionBriefs(db, dealing),
    bestOffers(db, rows),
  ]);
  relations.auctions = auctions;
  relations.bestOffers = offers;
  relations.categories = categoryRows;
  if (knownCollections) relations.collections = knownCollections;
  for (const row of collectionRows)
    relations.collections.set(Number(row.id), { collectionName: row.name, totalItems: Number(row.total) });
  if (viewerId !== undefined && knownFavourites) relations.favourites = knownFavourites;
  if (favouriteRows) {
    relations.favourites = new Map(
      favouriteRows.map((row) => [Number(row.nft_id), { count: Number(row.count), mine: row.mine }]),
    );
  }
  return relations;
}

/**
 * A check per components field, made once from the zod shape: plain strings and numbers by their
 * type (what their zod schemas accept), the nested fields by zod. Every NFT of every page goes
 * through it, so a zod parse per plain field cost a visible share of a list request's CPU.
 */
const componentChecks = new Map<string, (value: unknown) => boolean>(
  Object.entries(nftComponentsShape.shape).map(([key, field]) => {
    const inner = field.unwrap();
    const plain = (inner.def.checks ?? []).length === 0;
    if (inner instanceof z.ZodString && plain) {
      return [key, (value: unknown) => typeof value === 'string'];
    }
    if (inner instanceof z.ZodNumber && (plain || inner.isInt)) {
      const check = inner.isInt ? Number.isSafeInteger : Number.isFinite;
      return [key, (value: unknown) => typeof value === 'number' && check(value)];
    }
    return [key, (value: unknown) => field.safeParse(value).success];
  }),
);
const partShape = nftComponentsShape.shape.parts.unwrap().element;

/** Keeps the components fields that have the api's types; a malformed stored field is left out. */
function cleanComponents(raw: unknown): Nft['components'] {
  const clean: Record<string, unknown> = {};
  if (typeof raw !== 'object' || raw === null) return clean;
  for (const key in raw) {
    const value = (raw as Record<string, unknown>)[key];
    const check = componentChecks.get(key);
    if (!check) continue;
    if (key === 'parts' && Array.isArray(value)) {
      // One bad part does not hide the others.
      clean.parts = value.filter((part) => partShape.safeParse(part).success);
      continue;
    }
    if (check(value)) clean[key] = value;
  }
  return clean as Nft['components'];
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** One NFT in the api's shape (R-DATA-1, R-DATA-2). The detail endpoints use the same function. */
export function toNft(row: NftAnswerRow, relations: NftRelations): Nft {
  const isSelling =
    row.purchaseStatus === PurchaseStatus.SELLING ||
    (row.purchaseStatus === PurchaseStatus.NONE && row.labActive);
  const collection = row.collectionId === null ? undefined : relations.collections.get(row.collectionId);
  const image = text(row.metadata.image);
  const externalUrl = text(row.metadata.external_url);
  const metadata: Nft['metadata'] = {};
  if (image) metadata.image = image;
  if (externalUrl) metadata.external_url = externalUrl;
  const category = relations.categories.get(row.categoryId);
  // Built as one literal and then completed: spreading conditional objects into it cost a copy of
  // every key for each NFT of every page.
  const nft: Nft = {
    id: String(row.id),
    tokenId: row.tokenId,
    contractAddress: row.contractAddress,
    tokenUri: row.tokenUri,
    ownerAddress: row.ownerAddress,
    seller: row.seller,
    categoryId: row.categoryId,
    category: [
      {
        categoryId: row.categoryId,
        categoryName: category?.name ?? '',
        categoryTitle: category?.title ?? '',
      },
    ],
    subCategory:
      row.subCategoryId === null
        ? []
        : [
            {
              subCategoryId: row.subCategoryId,
              subCategoryName: relations.categories.get(row.subCategoryId)?.name ?? '',
            },
          ],
    collection:
      row.collectionId === null || !collection
        ? []
        : [
            {
              collectionId: row.collectionId,
              collectionName: collection.collectionName,
              totalItems: collection.totalItems,
            },
          ],
    currency: row.currency,
    currentPrice: row.currentPrice,
    mintingPrice: row.mintingPrice,
    mintingCurrency: row.mintingCurrency,
    lastPrice: row.lastPrice,
    displayPrice: row.currentPrice ?? row.mintingPrice,
    offerId: row.offerId,
    glbUrl: row.glbUrl,
    purchasesStatus: row.purchaseStatus,
    labActive: row.labActive,
    onchain: row.onchain,
    onsale: isSelling,
    inUsed: row.inUsed,
    isSelling,
    isVerified: row.isVerified,
    isMinted: row.onchain,
    isTemplate: row.isTemplate,
    assetTier: row.assetTier,
    metadata,
    styles: row.styles,
    components: cleanComponents(row.components),
    createdAt: row.createdAt.toISOString(),
    listedAt: row.listedAt?.toISOString() ?? null,
    auction: relations.auctions.get(row.id) ?? null,
    bestOffer: relations.bestOffers.get(row.id) ?? null,
  };
  if (relations.favourites) {
    const favourite = relations.favourites.get(row.id);
    nft.isFavorite = favourite?.mine ?? false;
    nft.favoriteCount = favourite?.count ?? 0;
  }
  // Only unverified NFTs say where they stand (seen by their owner and the admins' queue).
  if (!row.isVerified) {
    nft.verificationStatus = verificationStatusOf(row);
    nft.rejectionReason = row.rejectionReason;
  }
  return nft;
}

/** Rows → NFTs with their relations, in the rows' order. */
export async function serializeNfts(
  db: Db,
  rows: NftAnswerRow[],
  viewerId?: number,
  knownCollections?: NftRelations['collections'],
  knownFavourites?: NftRelations['favourites'],
): Promise<Nft[]> {
  const relations = await loadRelations(db, rows, viewerId, knownCollections, knownFavourites);
  return rows.map((row) => toNft(row, relations));
}

/** The NFTs of these ids in the lists' shape, by id: a page's NFTs read and serialized once. */
export async function serializedNftsById(
  db: Db,
  ids: readonly number[],
  viewerId?: number,
): Promise<Map<number, Nft>> {
  const byId = new Map<number, Nft>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return byId;
  const rows = await db.select().from(nfts).where(inArray(nfts.id, unique));
  for (const nft of await serializeNfts(db, rows, viewerId)) byId.set(Number(nft.id), nft);
  return byId;
}
