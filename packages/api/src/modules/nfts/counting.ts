import { type SQL, sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/database.ts';
import {
  counterConditions,
  type ListFilter,
  listConditions,
  traitCounterConditions,
  whereOf,
} from './filters.ts';
import type { TraitWalk } from './trait-walk.ts';

/** Above this many matches a total is the planner's estimate instead of an exact count. */
export const EXACT_COUNT_CAP = 1_000;
/**
 * A planner estimate above this is taken as the total without counting: counting even the cap's
 * worth of a word in 0.2 % of a million names reads ~1,000 table rows (one each page), more than
 * the page itself costs once its walk is index-only (ADR 0029).
 */
export const ESTIMATE_TRUSTED_ABOVE = EXACT_COUNT_CAP;
/** The same for a list filtered by traits that nft_trait_counts cannot count. */
export const TRAITS_ESTIMATE_TRUSTED_ABOVE = 100;

/**
 * The `total` of a list without scanning a million rows:
 * 0. one trait (Type:Value) with at most a category or a collection and the Selling status
 *    (the marketplace's trait filter) → exact, from nft_trait_counts;
 * 1. filters on the counted columns only (category, sub-category, currency, statuses, shown,
 *    listed: the marketplace's usual lists) → exact, by summing nft_counts rows;
 * 2. other filters (keyword, owner, collection, styles, slots, several traits) → the planner's
 *    estimate when it is above ESTIMATE_TRUSTED_ABOVE (the cap; TRAITS_ESTIMATE_TRUSTED_ABOVE with
 *    traits); otherwise an exact count capped at EXACT_COUNT_CAP + 1 rows, and past the cap the
 *    estimate (never below the cap).
 */
export async function countNfts(db: Db, filter: ListFilter): Promise<number> {
  const byTrait = traitCounterConditions(filter);
  if (byTrait) {
    const [row] = await rawRows<{ total: string | number | null }>(
      db,
      sql`select coalesce(sum("n"), 0) as total from "nft_trait_counts" where ${whereOf(byTrait)}`,
    );
    return Number(row?.total ?? 0);
  }
  const counted = counterConditions(filter);
  if (counted) {
    const [row] = await rawRows<{ total: string | number | null }>(
      db,
      sql`select coalesce(sum("n"), 0) as total from "nft_counts" where ${whereOf(counted)}`,
    );
    return Number(row?.total ?? 0);
  }
  const where = whereOf(listConditions(filter));
  // The estimate first: when it is past the cap, counting the cap's worth of rows (a keyword
  // matching 2,000 names) would cost more than the page itself, and the exact figure adds little.
  const estimate = await estimateRows(db, sql`select 1 from "nfts" where ${where}`);
  // Several traits: counting even a few hundred matches can walk a whole category probing each
  // row (42 ms of database CPU a request at a million NFTs), and the estimate is close (extended
  // statistics on the trait pairs).
  const trusted = (filter.trait?.length ?? 0) > 0 ? TRAITS_ESTIMATE_TRUSTED_ABOVE : ESTIMATE_TRUSTED_ABOVE;
  if (estimate > trusted) return estimate;
  return countCapped(db, sql.raw('"nfts"'), where, estimate);
}

/**
 * An exact count up to EXACT_COUNT_CAP matches of a list's conditions over `from` (nfts, or
 * nft_list for the conditions written for it); past the cap, `estimate` (never below the cap).
 */
export async function countCapped(db: Db, from: SQL, where: SQL, estimate: number): Promise<number> {
  const [row] = await rawRows<{ total: string | number }>(
    db,
    sql`select count(*) as total from (select 1 from ${from} where ${where} limit ${EXACT_COUNT_CAP + 1}) as capped`,
  );
  const exact = Number(row?.total ?? 0);
  return exact <= EXACT_COUNT_CAP ? exact : Math.max(EXACT_COUNT_CAP + 1, estimate);
}

/**
 * The total of a trait walk without its own subquery: the counts' estimate above
 * TRAITS_ESTIMATE_TRUSTED_ABOVE, else the walk counted up to the cap (past it, the estimate).
 */
export async function countTraitWalk(db: Db, walk: TraitWalk): Promise<number> {
  const estimate = walk.estimate ?? 0;
  if (estimate > TRAITS_ESTIMATE_TRUSTED_ABOVE) return estimate;
  const [row] = await rawRows<{ total: string | number }>(db, walk.count(EXACT_COUNT_CAP + 1));
  const exact = Number(row?.total ?? 0);
  return exact <= EXACT_COUNT_CAP ? exact : Math.max(EXACT_COUNT_CAP + 1, estimate);
}

type PlanRow = { 'QUERY PLAN': unknown };

/** The planner's row estimate of a query (EXPLAIN, nothing is executed). */
export async function estimateRows(db: Db, query: SQL): Promise<number> {
  const [row] = await rawRows<PlanRow>(db, sql`explain (format json) ${query}`);
  const plan = typeof row?.['QUERY PLAN'] === 'string' ? JSON.parse(row['QUERY PLAN']) : row?.['QUERY PLAN'];
  const rows = (plan as [{ Plan?: { 'Plan Rows'?: number } }] | undefined)?.[0]?.Plan?.['Plan Rows'];
  return typeof rows === 'number' ? Math.round(rows) : 0;
}
