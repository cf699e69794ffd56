import { groupTraits, SortOrder } from '@vrmarket/domain';
import { type SQL, sql } from 'drizzle-orm';
import { arrayRows, type Db } from '../../db/database.ts';
import { TraitScope } from '../../db/schema/traits.ts';
import { counterConditions, filtersBeyondScope, type ListFilter, list, whereOf } from './filters.ts';
import { literal, prepared } from './page-query.ts';

/**
 * A trait filter in one category (with at most the Selling status), answered from nft_traits'
 * copies of the NFT columns (migrations 0029 and 0031) instead of a walk over nfts probing each NFT's traits.
 *
 * The page walks the chosen values of the rarest chosen type (fewest NFTs in the category, from
 * nft_trait_counts) on nft_traits_cat_recent_idx / nft_traits_cat_price_idx, already in the list's
 * order, and checks every other chosen type on the entry itself (its `traits`, in the index), so
 * the walk is index-only. It ends after a page of matches, or at the end of the rarest values'
 * rows: either way it reads at most that value's rows in the category, whatever the other values
 * are. The statement text depends only on the filter's shape (values are parameters), so it is
 * prepared: its plan is the same for every value, and planning it cost more than running it.
 */
export type TraitWalk = {
  /** The page's ids, in the list's order. */
  ids: (sorting: SortOrder | undefined, limit: number, offset: number) => SQL;
  /** The exact total as a scalar subquery (one value of one type: nft_trait_counts). */
  total?: SQL;
  /** Otherwise the total as if the chosen types were independent (counts in the category). */
  estimate?: number;
  /** Exact count of the matches, up to `cap` rows. */
  count: (cap: number) => SQL;
};

type Group = { type: string; values: string[]; count: number };

/** Whether nft_traits' copied columns answer the whole filter. */
export function isTraitWalkable(filter: ListFilter): boolean {
  return (
    (filter.trait?.length ?? 0) > 0 &&
    !filter.includeHidden &&
    filter.categoryIds.length === 1 &&
    filter.collectionId === undefined &&
    !filtersBeyondScope(filter)
  );
}

/** The trait walk of a walkable filter (isTraitWalkable); one round trip for several types. */
export async function planTraitWalk(db: Db, filter: ListFilter): Promise<TraitWalk> {
  const categoryId = filter.categoryIds[0]!;
  const selling = !!(filter.isSelling || filter.onSale);
  const traits = groupTraits(filter.trait ?? []);
  const scope = sql`"scope" = ${TraitScope.category} and "scope_id" = ${categoryId}${selling ? sql` and "selling"` : sql``}`;
  if (traits.length === 1 && traits[0]!.values.length === 1) {
    const [only] = traits as [{ type: string; values: [string] }];
    return walkOf(categoryId, selling, [{ ...only, count: 0 }], {
      total: sql`select coalesce(sum("n"), 0) from "nft_trait_counts" where ${scope}
        and "trait_type" = ${only.type} and "value" = ${only.values[0]}`,
    });
  }
  const chosen = sql.join(
    traits.flatMap(({ type, values }) => values.map((value) => sql`(${type}, ${value})`)),
    sql`, `,
  );
  const counted = whereOf(
    counterConditions({ categoryIds: [categoryId], subCategoryIds: [], isSelling: selling })!,
  );
  // The NFTs of the category in the same statement: the estimate's denominator. Prepared: its
  // text depends only on how many values were chosen.
  const statement = prepared(
    sql`select "trait_type", "value", sum("n") as n from "nft_trait_counts"
      where ${scope} and ("trait_type", "value") in (${chosen}) group by 1, 2
      union all select null, null, coalesce(sum("n"), 0) from "nft_counts" where ${counted}`,
  );
  const rows = (await arrayRows(db, statement)).map(([type, value, n]) => ({
    trait_type: type as string | null,
    value: value as string | null,
    n: Number(n),
  }));
  const counts = new Map(rows.map((row) => [`${row.trait_type}\u0000${row.value}`, row.n]));
  const inCategory = Number(rows.find((row) => row.trait_type === null)?.n ?? 0);
  // A type with several values counts an NFT holding two of them twice: an upper bound is enough.
  const groups = traits
    .map(({ type, values }) => ({
      type,
      values,
      count: values.reduce((sum, value) => sum + (counts.get(`${type}\u0000${value}`) ?? 0), 0),
    }))
    .sort((a, b) => a.count - b.count);
  const rarest = groups[0]!;
  const estimate =
    inCategory === 0
      ? 0
      : Math.round(
          groups
            .slice(1)
            .reduce((total, group) => total * Math.min(1, group.count / inCategory), rarest.count),
        );
  return walkOf(categoryId, selling, groups, { estimate });
}

const valuesOf = (column: SQL, values: readonly string[]) =>
  values.length === 1 ? sql`${column} = ${values[0]}` : sql`${column} in (${list(values)})`;

/**
 * The other chosen types, checked on the walked index entry: its NFT holds one of each type's
 * chosen values (`traits`, every trait's key, is in the walk's indexes: migration 0031). The keys
 * are made once per statement (an InitPlan), not per row.
 */
const holdsEach = (others: Group[]) =>
  sql.join(
    others.map(
      ({ type, values }) =>
        sql` and t."traits" && (select array[${sql.join(
          values.map((value) => sql`nft_trait_key(${type}, ${value})`),
          sql`, `,
        )}])`,
    ),
  );

/** The page over the first group's values, the others checked on each entry it reads. */
function walkOf(
  categoryId: number,
  selling: boolean,
  groups: Group[],
  total: Pick<TraitWalk, 'total' | 'estimate'>,
): TraitWalk {
  const [driver, ...others] = groups as [Group, ...Group[]];
  const rowsOf = (values: readonly string[]) =>
    sql`from "nft_traits" t where t."trait_type" = ${driver.type} and ${valuesOf(sql`t."value"`, values)}
      and t."category_id" = ${categoryId} and t."is_show"${selling ? sql` and t."selling"` : sql``}${holdsEach(others)}`;
  return {
    ...total,
    ids(sorting, limit, offset) {
      const [key, direction] =
        sorting === SortOrder.LowestPrice
          ? [sql.raw('"price"'), sql.raw('asc')]
          : sorting === SortOrder.HighestPrice
            ? [sql.raw('"price"'), sql.raw('desc')]
            : [sql.raw('"recent_at"'), sql.raw('desc')];
      const order = sql`${key} ${direction}, "nft_id" ${direction}`;
      const page = sql`order by ${order} limit ${literal(limit)} offset ${literal(offset)}`;
      if (driver.values.length === 1) return sql`select t."nft_id" ${rowsOf(driver.values)} ${page}`;
      // Several values of the rarest type: each value's first rows in order, merged. An NFT holding
      // two of them comes twice; the first `offset + limit` of each value hold the page's rows.
      const first = literal(offset + limit);
      const branches = sql.join(
        driver.values.map(
          (value) => sql`(select t."nft_id", t.${key} ${rowsOf([value])} order by ${order} limit ${first})`,
        ),
        sql` union all `,
      );
      return sql`select "nft_id" from (${branches}) as walked group by "nft_id", ${key} ${page}`;
    },
    count(cap) {
      return sql`select count(*) as total from (select distinct t."nft_id" ${rowsOf(driver.values)}
        limit ${literal(cap)}) as capped`;
    },
  };
}
