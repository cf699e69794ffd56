import {
  type Nft,
  type NftListQuery,
  type NftPage,
  type Page,
  SortOrder,
  type TrendingEntry,
  type TrendingListQuery,
} from '@vrmarket/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { type Db, idArray } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';
import { countCapped, countNfts, countTraitWalk, ESTIMATE_TRUSTED_ABOVE } from './counting.ts';
import {
  commonNameCondition,
  counterConditions,
  isTokenNumber,
  type ListFilter,
  listConditions,
  listedConditions,
  orderOf,
  RECENT_KEY,
  whereOf,
} from './filters.ts';
import { literal, type PageRow, pageCollections, pageFavourites, selectPageRows } from './page-query.ts';
import { serializeNfts } from './serializer.ts';
import { createTitleShare } from './title-sample.ts';
import { isTraitWalkable, planTraitWalk } from './trait-walk.ts';
import { createTrendingScores } from './trending.ts';

/**
 * A keyword page walks the recency index (names included, index-only) when the sample says it
 * finds its rows within this many entries; else the planner chooses (the trigram index).
 */
export const MAX_KEYWORD_WALK = 20_000;

/**
 * The ids of a page among a rare keyword's matches, found before they are sorted: behind the fence
 * (`offset 0`) the page's order cannot come from a list index, so every plan, a generic one too,
 * takes the matches from the trigram and token indexes. A plan that walks the recency index for a
 * word it does not know reads the whole index when the word is rare.
 */
export const matchedIds = (where: SQL, order: SQL, limit: number, offset: number): SQL =>
  sql`select "id" from (select "id", "listed_at", "created_at", "current_price", "minting_price" from "nfts"
    where ${where} offset 0) as "matched" order by ${order} limit ${literal(limit)} offset ${literal(offset)}`;

const NFTS = sql.raw('"nfts"');
/** The shown NFTs' list keys (migration 0033): countable lists walk its indexes. */
const LISTED = sql.raw('"nft_list"');

/** Who is looking: the signed-in user's id and linked wallet (lowercased), when known. */
export type Viewer = { id: number; wallet: string | null };

export type NftService = ReturnType<typeof createNftService>;

const emptyList = { categoryIds: [], subCategoryIds: [] } satisfies Partial<ListFilter>;

export function createNftService({ db }: { db: Db }) {
  const trendingScores = createTrendingScores({ db });
  const titleShare = createTitleShare({ db });
  /**
   * One page of rows. The page's ids come first from an index-only scan (a deep page skips
   * thousands of index entries, not rows) of nft_list when the list is countable (LISTED), else of
   * nfts, then only those rows are read.
   */
  const pageIds = (from: SQL, where: SQL, order: SQL, limit: number, offset: number): SQL =>
    sql`select "id" from ${from} where ${where} order by ${order} limit ${literal(limit)} offset ${literal(offset)}`;

  /** The total from nft_counts for a countable filter, as a scalar subquery; else undefined. */
  const countedTotal = (filter: ListFilter): SQL | undefined => {
    const counted = counterConditions(filter);
    return counted && sql`select coalesce(sum("n"), 0) from "nft_counts" where ${whereOf(counted)}`;
  };

  /**
   * A name search (no token number) over countable filters, newest first, whose word the title
   * sample finds often enough that the page is among the first MAX_KEYWORD_WALK entries of the
   * recency walk. Such a page is prepared: its cached plan (the walk) is right for every word that
   * gets here. Its total is the word's share of the list without the keyword: of the shown NFTs
   * (from the sample) when that is the whole list, else of the counted list (nft_counts, a scalar
   * subquery of the page), so no statement is planned per request.
   */
  function commonKeyword(filter: ListFilter, sorting: SortOrder | undefined, wanted: number) {
    const { keyword, ...withoutKeyword } = filter;
    if (!keyword || isTokenNumber(keyword)) return undefined;
    if (sorting === SortOrder.LowestPrice || sorting === SortOrder.HighestPrice) return undefined;
    const counted = counterConditions(withoutKeyword);
    const listed = listedConditions(withoutKeyword);
    if (!counted || !listed) return undefined;
    const found = titleShare(keyword);
    if (typeof found !== 'object' || wanted / found.share > MAX_KEYWORD_WALK) return undefined;
    const everyShown = !filter.includeHidden && counted.length === 1;
    return {
      share: found.share,
      shown: everyShown ? found.shown : undefined,
      counted: everyShown
        ? undefined
        : sql`select coalesce(sum("n"), 0) from "nft_counts" where ${whereOf(counted)}`,
      /** Over nft_list. */
      where: whereOf([...listed, commonNameCondition(keyword)]),
    };
  }

  /**
   * A token number ('#0004242', '4242') over countable filters whose name pattern has a trigram (3
   * digits in a row) and that the title sample finds in too few names to be common: its page is
   * sorted from the matches of the trigram and token indexes (matchedIds), prepared.
   */
  const rareTokenNumber = (filter: ListFilter): boolean => {
    const { keyword, ...withoutKeyword } = filter;
    if (!keyword || !isTokenNumber(keyword) || !/\d{3}/.test(keyword)) return false;
    return counterConditions(withoutKeyword) !== undefined && titleShare(keyword) === 'rare';
  };

  /** Rows of one page plus the total; the count is skipped when the page itself tells it. */
  async function page(
    filter: ListFilter,
    sorting: SortOrder | undefined,
    query: { page: number; limit: number },
    viewerId?: number,
  ) {
    const offset = (query.page - 1) * query.limit;
    const order = orderOf(sorting);
    // Traits in a category walk nft_traits in the list's order (trait-walk.ts); a common word
    // walks the recency index, prepared (a keyword and traits never meet: traits are not countable);
    // a rare token number sorts its few matches, prepared too.
    const walk = isTraitWalkable(filter) ? await planTraitWalk(db, filter) : undefined;
    const keyword = walk ? undefined : commonKeyword(filter, sorting, offset + query.limit);
    const rare = !walk && !keyword && rareTokenNumber(filter);
    const listed = walk || keyword || rare ? undefined : listedConditions(filter);
    const from = keyword || listed ? LISTED : NFTS;
    const where = keyword?.where ?? whereOf(listed ?? listConditions(filter));
    // A countable total comes with the rows (one round trip); the others are counted after.
    const counted = walk ? walk.total : keyword ? keyword.counted : countedTotal(filter);
    const rows = await selectPageRows(db, {
      ids: walk
        ? walk.ids(sorting, query.limit, offset)
        : rare
          ? matchedIds(where, order, query.limit, offset)
          : pageIds(from, where, order, query.limit, offset),
      order,
      total: counted,
      viewerId,
      prepare: walk !== undefined || keyword !== undefined || rare || counted !== undefined,
    });
    const totalOfRows = rows[0]?.total ?? undefined;
    const knownTotal =
      rows.length > 0 && rows.length < query.limit ? offset + rows.length : keyword ? undefined : totalOfRows;
    const keywordBase = keyword?.shown ?? (keyword && totalOfRows);
    const estimate =
      keyword && keywordBase !== undefined ? Math.round(keyword.share * keywordBase) : undefined;
    const found =
      knownTotal ??
      (query.page === 1 && rows.length === 0
        ? 0
        : walk
          ? await countTraitWalk(db, walk)
          : estimate === undefined
            ? await countNfts(db, filter)
            : estimate > ESTIMATE_TRUSTED_ABOVE
              ? estimate
              : await countCapped(db, from, where, estimate));
    // An estimate never says fewer than the rows already shown.
    const total = rows.length > 0 ? Math.max(found, offset + rows.length) : found;
    return { rows, total };
  }

  const serializePage = (rows: PageRow[], viewerId?: number) =>
    serializeNfts(
      db,
      rows.map((row) => row.nft),
      viewerId,
      pageCollections(rows),
      viewerId === undefined ? undefined : pageFavourites(rows),
    );

  /** The signed-in user's wallet, to show them their own hidden items. */
  async function findViewer(userId: number | undefined): Promise<Viewer | undefined> {
    if (userId === undefined) return undefined;
    const [row] = await db.select({ wallet: users.publicKey }).from(users).where(eq(users.id, userId));
    return row ? { id: userId, wallet: row.wallet } : undefined;
  }

  return {
    viewer: findViewer,

    /** `GET /api/v1/nft`. Visitors see items shown on the market; owners also their hidden ones. */
    async list(query: NftListQuery, viewer?: Viewer): Promise<NftPage> {
      const includeHidden = !!viewer?.wallet && query.ownerAddress === viewer.wallet;
      const { rows, total } = await page({ ...query, includeHidden }, query.sorting, query, viewer?.id);
      return {
        results: await serializePage(rows, viewer?.id),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    /**
     * `GET /api/v1/nft/nft-trending/list`: items ranked by favourites and sales of the last
     * days (trending.ts), then the rest by recent listing. A price sort orders the same items by price.
     */
    async trending(query: TrendingListQuery, viewer?: Viewer): Promise<Page<TrendingEntry>> {
      const filter: ListFilter = { ...emptyList, ...query };
      if (query.sorting === SortOrder.LowestPrice || query.sorting === SortOrder.HighestPrice) {
        const { rows, total } = await page(filter, query.sorting, query, viewer?.id);
        return toTrendingPage(await serializePage(rows, viewer?.id), total, query);
      }
      const offset = (query.page - 1) * query.limit;
      const listed = listedConditions(filter);
      const from = listed ? LISTED : NFTS;
      const where = whereOf(listed ?? listConditions(filter));
      const scores = await trendingScores();
      const ranked = idArray(scores.map((s) => s.nftId));
      // The candidates in order, each checked against the filters until the page has its rows; then
      // the others from the recency index.
      const ids = sql`
        with hot as (
          select n."id", s."trending_rank" from unnest(${ranked}) with ordinality as s("nft_id", "trending_rank")
            join ${from} n on n."id" = s."nft_id"
          where ${where}
          order by s."trending_rank"
          limit ${literal(offset + query.limit)}
        ),
        rest as (
          select "id", ${RECENT_KEY} as "recent" from ${from}
          where ${where} and "id" <> all(${ranked})
          order by ${RECENT_KEY} desc, "id" desc
          limit ${literal(offset + query.limit)}
        )
        select "id" from (
          select 0 as "part", "trending_rank", null::timestamptz as "recent", "id" from hot
          union all
          select 1, 0, "recent", "id" from rest
        ) as ranked
        order by "part", "trending_rank", "recent" desc, "id" desc
        limit ${literal(query.limit)} offset ${literal(offset)}`;
      const counted = countedTotal(filter);
      const rows = await selectPageRows(db, {
        ids,
        // The candidate's place in the ranking (none for the others, after them).
        rank: sql`array_position(${ranked}, "nfts"."id")`,
        order: sql`"rank" asc nulls last, ${RECENT_KEY} desc, "id" desc`,
        total: counted,
        viewerId: viewer?.id,
        prepare: counted !== undefined,
      });
      const total = counted && rows.length > 0 ? (rows[0]?.total ?? 0) : await countNfts(db, filter);
      return toTrendingPage(await serializePage(rows, viewer?.id), total, query);
    },
  };
}

function toTrendingPage(
  items: Nft[],
  total: number,
  query: { page: number; limit: number },
): Page<TrendingEntry> {
  return {
    results: items.map((nft) => ({ nftId: nft.id, nftInfo: nft })),
    total,
    page: query.page,
    limit: query.limit,
  };
}
