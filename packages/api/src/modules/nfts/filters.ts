import { groupTraits, type NftListQuery, PurchaseStatus, SortOrder, type Trait } from '@vrmarket/domain';
import { type SQL, sql } from 'drizzle-orm';
import { TraitScope } from '../../db/schema/traits.ts';

/**
 * The list filters as SQL over unqualified column names, so the same conditions run against
 * `nfts` (the page) and `nft_counts` (the total). Status predicates are written with literal
 * numbers, exactly as in the partial indexes of migration 0004, so the planner can prove that a
 * query implies an index's predicate (a bound parameter would hide that).
 */

/** Buyable now: listed on chain, or sold by lazy mint at the minting price. */
export const SELLING = sql.raw(
  `("purchase_status" = ${PurchaseStatus.SELLING} OR ("purchase_status" = ${PurchaseStatus.NONE} AND "lab_active"))`,
);
const IS_SHOW = sql.raw('"is_show"');
/** Sort keys, the same expressions as the indexes'. */
export const RECENT_KEY = sql.raw('coalesce("listed_at", "created_at")');
export const PRICE_KEY = sql.raw('coalesce("current_price", "minting_price")');

/** The filters that only touch the columns nft_counts keeps. */
export type CountableFilter = Pick<
  NftListQuery,
  | 'categoryIds'
  | 'subCategoryIds'
  | 'currency'
  | 'recent'
  | 'onSale'
  | 'canBeStake'
  | 'inUsed'
  | 'isSelling'
  | 'isRent'
  | 'isRenting'
  | 'isRented'
  | 'unVerified'
  | 'notMinted'
  | 'onAuction'
>;

export type ListFilter = CountableFilter &
  Partial<
    Pick<
      NftListQuery,
      | 'keyword'
      | 'collectionId'
      | 'ownerAddress'
      | 'isAddToCollection'
      | 'styles'
      | 'storesSlot'
      | 'gamesSlot'
      | 'boothsSlot'
      | 'trait'
    >
  > & {
    /** Include items hidden from the market (the owner looking at their own items). */
    includeHidden?: boolean;
    /** Only these ids (favourites, trending candidates) — never countable. */
    ids?: SQL;
  };

/** Values as a comma-separated list of parameters (for `in (…)`). */
export const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
const inList = (column: string, values: readonly (string | number)[]): SQL =>
  values.length === 1
    ? sql`${sql.identifier(column)} = ${values[0]}`
    : sql`${sql.identifier(column)} in (${list(values)})`;

/** Status radios: any of the chosen ones (OR); none chosen means every status. */
function statusCondition(filter: CountableFilter): SQL | undefined {
  const any: SQL[] = [];
  if (filter.isSelling || filter.onSale) any.push(SELLING);
  if (filter.inUsed) any.push(sql.raw('"in_used"'));
  if (filter.isRent) any.push(sql.raw(`"purchase_status" = ${PurchaseStatus.RENT}`));
  if (filter.isRenting) any.push(sql.raw(`"purchase_status" = ${PurchaseStatus.RENTING}`));
  if (filter.isRented) any.push(sql.raw(`"purchase_status" = ${PurchaseStatus.RENTED}`));
  if (filter.unVerified) any.push(sql.raw('NOT "is_verified"'));
  if (filter.notMinted) any.push(sql.raw('NOT "onchain"'));
  if (filter.onAuction) any.push(sql.raw(`"purchase_status" = ${PurchaseStatus.DEALING}`));
  if (any.length === 0) return undefined;
  return any.length === 1 ? any[0] : sql`(${sql.join(any, sql` OR `)})`;
}

/** Conditions on the columns nft_counts shares with nfts; `listed` names "has a listing time". */
function countableConditions(filter: CountableFilter & { includeHidden?: boolean }, listed: SQL): SQL[] {
  const where: SQL[] = [];
  if (!filter.includeHidden) where.push(IS_SHOW);
  if (filter.categoryIds.length > 0) where.push(inList('category_id', filter.categoryIds));
  if (filter.subCategoryIds.length > 0) where.push(inList('sub_category_id', filter.subCategoryIds));
  if (filter.currency) where.push(sql`"currency" = ${filter.currency}`);
  if (filter.recent) where.push(listed);
  if (filter.canBeStake)
    where.push(sql.raw(`"onchain" AND "purchase_status" = ${PurchaseStatus.OWNED} AND NOT "in_used"`));
  const status = statusCondition(filter);
  if (status) where.push(status);
  return where;
}

/** '#0000042', '0000042' and '42' also find token 42. */
const TOKEN_NUMBER = /^#?\d{1,30}$/;
/** Whether a keyword also looks a token up by its number (then it is not only a name search). */
export const isTokenNumber = (keyword: string): boolean => TOKEN_NUMBER.test(keyword);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const namePattern = (keyword: string) => `%${escapeLike(keyword)}%`;

function keywordCondition(keyword: string): SQL {
  const byName = sql`"title" ILIKE ${namePattern(keyword)}`;
  if (!TOKEN_NUMBER.test(keyword)) return byName;
  const tokenId = BigInt(keyword.replace('#', '')).toString();
  return sql`(${byName} OR "token_id" = ${tokenId})`;
}

/**
 * The name search of a word the api knows is common (service.ts, commonKeyword), for a prepared
 * statement: the pattern as a sub-select is a value the planner never sees, so every plan of the
 * statement, custom or generic, is the same walk of a recency index and PostgreSQL settles on its
 * cached plan (with the pattern as a plain parameter each run was planned again for its word).
 */
export const commonNameCondition = (keyword: string): SQL =>
  // What ILIKE does in a UTF-8 database, with the pattern lower-cased once instead of per name.
  sql`lower("title") LIKE (select lower(${namePattern(keyword)}::text))`;

const slotCondition = (key: 'storesSlot' | 'gamesSlot' | 'boothsSlot', counts: number[]): SQL =>
  sql`(${sql.join(
    counts.map((count) => sql`"components" @> ${JSON.stringify({ [key]: count })}::jsonb`),
    sql` OR `,
  )})`;

/**
 * The trait filter: for each chosen type, the NFT has one of its chosen values (OR); the types
 * combine with AND. Each group is a semi-join on nft_traits (trait_type, value, nft_id): the planner
 * either reads the few matching ids of a rare value from that index, or walks a list index and
 * probes nft_traits' primary key (nft_id, trait_type, value) per row for a common one.
 */
function traitConditions(traits: readonly Trait[]): SQL[] {
  return groupTraits(traits).map(
    ({ type, values }) =>
      sql`"id" in (select "nft_id" from "nft_traits" where "trait_type" = ${type} and ${
        values.length === 1 ? sql`"value" = ${values[0]}` : sql`"value" in (${list(values)})`
      })`,
  );
}

/** Every condition of the list, for `nfts`. */
export function listConditions(filter: ListFilter): SQL[] {
  const where = countableConditions(filter, sql.raw('"listed_at" IS NOT NULL'));
  if (filter.ids) where.push(sql`"id" in (${filter.ids})`);
  if (filter.keyword) where.push(keywordCondition(filter.keyword));
  if (filter.collectionId !== undefined) where.push(sql`"collection_id" = ${filter.collectionId}`);
  if (filter.ownerAddress) {
    // A listed NFT is held by the marketplace contract; its seller is the owner.
    where.push(sql`("owner_address" = ${filter.ownerAddress} OR "seller" = ${filter.ownerAddress})`);
  }
  if (filter.isAddToCollection) where.push(sql.raw('"collection_id" IS NULL'));
  if (filter.styles && filter.styles.length > 0)
    where.push(sql`"styles" && array[${list(filter.styles)}]::text[]`);
  for (const key of ['storesSlot', 'gamesSlot', 'boothsSlot'] as const) {
    const counts = filter[key];
    if (counts && counts.length > 0) where.push(slotCondition(key, counts));
  }
  if (filter.trait && filter.trait.length > 0) where.push(...traitConditions(filter.trait));
  return where;
}

/** The same filter over nft_counts, or undefined when a filter needs the NFT rows themselves. */
export function counterConditions(filter: ListFilter): SQL[] | undefined {
  const needsRows =
    filter.ids !== undefined ||
    filter.keyword !== undefined ||
    filter.collectionId !== undefined ||
    filter.ownerAddress !== undefined ||
    filter.isAddToCollection ||
    (filter.styles?.length ?? 0) > 0 ||
    (filter.storesSlot?.length ?? 0) > 0 ||
    (filter.gamesSlot?.length ?? 0) > 0 ||
    (filter.boothsSlot?.length ?? 0) > 0 ||
    (filter.trait?.length ?? 0) > 0;
  return needsRows ? undefined : countableConditions(filter, sql.raw('"listed"'));
}

/**
 * The list's conditions over nft_list, or undefined when its page needs nfts: nft_list holds the
 * shown NFTs' countable columns, sort keys and names (migration 0033), so a countable list of shown
 * items walks its indexes, with the same conditions less the shown flag.
 */
export function listedConditions(filter: ListFilter): SQL[] | undefined {
  if (filter.includeHidden || counterConditions(filter) === undefined) return undefined;
  return countableConditions({ ...filter, includeHidden: true }, sql.raw('"listed_at" IS NOT NULL'));
}

/**
 * Whether the list has any filter besides its traits, its category or collection, shown items and
 * the Selling status: the filters nft_trait_counts and nft_traits' copied columns answer alone.
 */
export function filtersBeyondScope(filter: ListFilter): boolean {
  return (
    filter.subCategoryIds.length > 0 ||
    filter.currency !== undefined ||
    filter.recent ||
    filter.canBeStake ||
    filter.inUsed ||
    filter.isRent ||
    filter.isRenting ||
    filter.isRented ||
    filter.unVerified ||
    filter.notMinted ||
    filter.onAuction ||
    filter.ids !== undefined ||
    filter.keyword !== undefined ||
    filter.ownerAddress !== undefined ||
    filter.isAddToCollection ||
    (filter.styles?.length ?? 0) > 0 ||
    (filter.storesSlot?.length ?? 0) > 0 ||
    (filter.gamesSlot?.length ?? 0) > 0 ||
    (filter.boothsSlot?.length ?? 0) > 0
  );
}

/**
 * The same list over nft_trait_counts, or undefined when it cannot be counted there: exactly one
 * trait (one value: an NFT may hold several values of a type, and their rows would add up), in one
 * category or one collection, with no other filter than Selling. Shown items only, as counted.
 */
export function traitCounterConditions(filter: ListFilter): SQL[] | undefined {
  const [trait, ...more] = filter.trait ?? [];
  if (!trait || more.length > 0 || filter.includeHidden) return undefined;
  const scopes = filter.categoryIds.length + (filter.collectionId === undefined ? 0 : 1);
  const others = filtersBeyondScope(filter);
  if (scopes !== 1 || others) return undefined;
  const where = [
    filter.collectionId === undefined
      ? sql`"scope" = ${TraitScope.category} and "scope_id" = ${filter.categoryIds[0]}`
      : sql`"scope" = ${TraitScope.collection} and "scope_id" = ${filter.collectionId}`,
    sql`"trait_type" = ${trait.type} and "value" = ${trait.value}`,
  ];
  if (filter.isSelling || filter.onSale) where.push(sql.raw('"selling"'));
  return where;
}

export const whereOf = (conditions: SQL[]): SQL =>
  conditions.length === 0 ? sql`true` : sql.join(conditions, sql` AND `);

/** ORDER BY of a sorting value: recent first, or by price with the id as tie-breaker. */
export function orderOf(sorting: SortOrder | undefined): SQL {
  if (sorting === SortOrder.LowestPrice) return sql`${PRICE_KEY} ASC, "id" ASC`;
  if (sorting === SortOrder.HighestPrice) return sql`${PRICE_KEY} DESC, "id" DESC`;
  return sql`${RECENT_KEY} DESC, "id" DESC`;
}
