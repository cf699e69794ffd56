import { createHash } from 'node:crypto';
import { Column, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { arrayRows, type Db } from '../../db/database.ts';
import { nfts } from '../../db/schema/index.ts';
import { sqlText } from '../../db/sql-text.ts';
import { NFT_ANSWER_COLUMNS, type NftAnswerRow, type NftRelations } from './serializer.ts';

/** A row of a page with what the serializer would otherwise read in round trips of their own. */
export type PageRow = {
  nft: NftAnswerRow;
  collectionName: string | null;
  collectionItems: number;
  /** The list's total, when it was asked for (the same in every row). */
  total: number | null;
  /** Only when the query asked for a rank; null for a row without one. */
  rank?: number | null;
  /** Only when the query named a viewer: the row's favourites and whether the viewer's is one. */
  favoriteCount?: number;
  mine?: boolean;
};

export type PageQuery = {
  /** A subquery answering the page's ids (in any order). */
  ids: SQL;
  /** ORDER BY of the rows; it may name the output column `rank`. */
  order: SQL;
  /** A scalar subquery for the total, read once (an uncorrelated subquery is an InitPlan). */
  total?: SQL;
  /** A column `rank` beside the rows (trending: a candidate's place in the ranking). */
  rank?: SQL;
  /** The signed-in viewer: each row's favourites count and mark come with it. */
  viewerId?: number;
  /**
   * Prepare the statement: only for filters whose best plan is the same for every value (the
   * countable ones walk a list index; a rare token number's matches are sorted). A keyword's plan
   * must see the keyword: a cached plan made for common words walks the whole index for a rare one.
   */
  prepare: boolean;
};

/**
 * At most this many statement texts are prepared per process (each open connection keeps a plan
 * for each); later texts run unprepared. Texts vary only by the filters' shape and the page.
 */
export const MAX_PREPARED_TEXTS = 100;
const statementNames = new Map<string, string>();

export function statementName(text: string): string | undefined {
  const known = statementNames.get(text);
  if (known || statementNames.size >= MAX_PREPARED_TEXTS) return known;
  const name = `nfts_page_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  statementNames.set(text, name);
  return name;
}

/** A statement for arrayRows / objectRows, prepared (named) under its text's name. */
export function prepared(statement: SQL): { text: string; params: unknown[]; name: string | undefined } {
  const { sql: text, params } = sqlText(statement);
  return { text, params, name: statementName(text) };
}

/** LIMIT and OFFSET as literals: with parameters the planner assumes 10% of the rows are wanted. */
export function literal(count: number): SQL {
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`not a row count: ${count}`);
  return sql.raw(String(count));
}

export const dialect = new PgDialect();
/** The NFT columns a page reads, in their order, decoded with Drizzle's own decoders. */
const nftColumns = getTableColumns(nfts);
export const NFT_FIELDS = NFT_ANSWER_COLUMNS.map((key) => [key, nftColumns[key]] as const);
/** The constant head of every page statement, made once. */
const PAGE_COLUMNS = sql.raw(
  [
    ...NFT_FIELDS.map(([, column]) => `"nfts"."${column.name}"`),
    '(select c."collection_name" from "collections" c where c."id" = "nfts"."collection_id")',
    // The collection's visible items from its stats row (kept by triggers), else counted.
    `coalesce((select s."items" from "collection_stats" s where s."collection_id" = "nfts"."collection_id"),
      (select count(*) from "nfts" m where m."collection_id" = "nfts"."collection_id" and m."is_show"))`,
  ].join(', '),
);
const NO_SQL = sql.raw('');

/**
 * A page row's NFT from its driver values (the first NFT_FIELDS.length), each by its column's own
 * decoder, as one object literal made by a function compiled once: V8 builds the
 * literal's shape once, where adding the keys one by one and calling every column's decoder (most
 * are Drizzle's identity) cost more than the row's JSON. An absent value is null.
 */
export const decodeNft = ((): ((values: unknown[]) => NftAnswerRow) => {
  const decoders = NFT_FIELDS.map(([, column]) =>
    column.mapFromDriverValue === Column.prototype.mapFromDriverValue
      ? undefined
      : (value: unknown) => column.mapFromDriverValue(value),
  );
  const entries = NFT_FIELDS.map(([key], i) => {
    const value = `values[${i}]`;
    const decoded = decoders[i] ? `decoders[${i}](${value})` : value;
    return `${JSON.stringify(key)}: ${value} === null || ${value} === undefined ? null : ${decoded}`;
  });
  // Generated from the table's own column keys (quoted by JSON.stringify).
  const make = new Function('decoders', `return (values) => ({ ${entries.join(', ')} });`);
  return make(decoders);
})();

/** The page's statement (selectPageRows). */
export function pageStatement(query: Omit<PageQuery, 'prepare'>): SQL {
  const viewer =
    query.viewerId === undefined
      ? NO_SQL
      : sql`, (select count(*) from "favourites" x where x."nft_id" = "nfts"."id"),
          exists (select 1 from "favourites" x where x."nft_id" = "nfts"."id" and x."user_id" = ${query.viewerId})`;
  return sql`select ${PAGE_COLUMNS}, ${query.total ? sql`(${query.total})` : sql`null`}${
    query.rank ? sql`, (${query.rank}) as "rank"` : NO_SQL
  }${viewer} from "nfts" where "nfts"."id" in (${query.ids}) order by ${query.order}`;
}

/**
 * The page in one statement: rows, each row's collection name and visible item count, and the
 * total. Prepared when asked (PostgreSQL; PGlite ignores the name): planning it against the many
 * partial indexes of nfts costs several times what running it does on the first pages. Its SQL is
 * put together from a head made once and the query's own parts, and the rows decoded by the
 * columns' own decoders (Drizzle's select builder cost more CPU than the statement on a page).
 */
export async function selectPageRows(db: Db, query: PageQuery): Promise<PageRow[]> {
  const { sql: text, params } = sqlText(pageStatement(query));
  const name = query.prepare ? statementName(text) : undefined;
  const rows = await arrayRows(db, { text, params, name });
  const extra = NFT_FIELDS.length;
  return rows.map((values) => {
    const row: PageRow = {
      nft: decodeNft(values),
      collectionName: (values[extra] as string | null) ?? null,
      collectionItems: Number(values[extra + 1] ?? 0),
      total: values[extra + 2] === null || values[extra + 2] === undefined ? null : Number(values[extra + 2]),
    };
    let next = extra + 3;
    if (query.rank) {
      const rank = values[next++];
      row.rank = rank === null || rank === undefined ? null : Number(rank);
    }
    if (query.viewerId !== undefined) {
      row.favoriteCount = Number(values[next++]);
      row.mine = values[next] === true;
    }
    return row;
  });
}

/** The favourites of a page's rows, when the query named a viewer. */
export function pageFavourites(rows: PageRow[]): NftRelations['favourites'] {
  if (rows.some((row) => row.favoriteCount === undefined)) return undefined;
  return new Map(rows.map((row) => [row.nft.id, { count: row.favoriteCount ?? 0, mine: !!row.mine }]));
}

/** The collections of a page's rows, for the serializer (rows without a collection have none). */
export function pageCollections(rows: PageRow[]): NftRelations['collections'] {
  const collections: NftRelations['collections'] = new Map();
  for (const row of rows) {
    if (row.nft.collectionId === null || row.collectionName === null) continue;
    collections.set(row.nft.collectionId, {
      collectionName: row.collectionName,
      totalItems: row.collectionItems,
    });
  }
  return collections;
}
