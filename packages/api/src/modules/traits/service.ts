import type { TraitCounts, TraitsQuery, TraitTypeCounts } from '@vrmarket/domain';
import { sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/database.ts';
import { TraitScope } from '../../db/schema/index.ts';

/** At most this many values per trait type, the most common first (free-text properties can hold thousands). */
export const MAX_VALUES_PER_TYPE = 50;
/** At most this many trait types, by name. */
export const MAX_TRAIT_TYPES = 50;

export type TraitService = ReturnType<typeof createTraitService>;

type CountRow = { trait_type: string; value: string; count: string | number; selling: string | number };

/**
 * The filter panel's traits: per type, its values with how many visible NFTs of the category or
 * collection carry each (`count`) and how many of them are buyable now (`selling`). Read from
 * nft_trait_counts, which the triggers of migration 0025 keep exact in the transaction of every
 * NFT write: creating or verifying an NFT adds to `count`; listing adds to `selling`; a sale or a
 * mint (the item is no longer for sale) takes from `selling`.
 */
export function createTraitService({ db }: { db: Db }) {
  return {
    async counts(query: TraitsQuery): Promise<TraitCounts> {
      const scope =
        query.collectionId !== undefined
          ? sql`"scope" = ${TraitScope.collection} and "scope_id" = ${query.collectionId}`
          : sql`"scope" = ${TraitScope.category} and "scope_id" = ${query.categoryId ?? 0}`;
      const rows = await rawRows<CountRow>(
        db,
        sql`select "trait_type", "value", "count", "selling" from (
              select "trait_type", "value", "count", "selling",
                     row_number() over (partition by "trait_type" order by "count" desc, "value") as "rank",
                     dense_rank() over (order by "trait_type") as "type_rank"
              from (
                select "trait_type", "value", sum("n") as "count", coalesce(sum("n") filter (where "selling"), 0) as "selling"
                from "nft_trait_counts" where ${scope}
                group by 1, 2 having sum("n") > 0
              ) as totals
            ) as ranked
            where "rank" <= ${MAX_VALUES_PER_TYPE} and "type_rank" <= ${MAX_TRAIT_TYPES}
            order by "trait_type", "count" desc, "value"`,
      );
      const traits: TraitTypeCounts[] = [];
      for (const row of rows) {
        let last = traits[traits.length - 1];
        if (last?.type !== row.trait_type) {
          last = { type: row.trait_type, values: [] };
          traits.push(last);
        }
        last.values.push({ value: row.value, count: Number(row.count), selling: Number(row.selling) });
      }
      return { traits };
    },
  };
}
