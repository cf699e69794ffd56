import { type FavouriteState, type FavouritesPage, type FavouritesQuery, SortOrder } from '@vrmarket/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { listConditions, orderOf, whereOf } from '../nfts/filters.ts';
import { literal, pageCollections, pageFavourites, selectPageRows } from '../nfts/page-query.ts';
import { serializeNfts } from '../nfts/serializer.ts';

export type FavouriteService = ReturnType<typeof createFavouriteService>;

/** A user's liked NFTs. Every operation is the signed-in user's own; the routes pass their id. */
export function createFavouriteService({ db }: { db: Db }) {
  /**
   * The NFT's likes by everyone but `userId`, as the statement's snapshot sees them. The caller's
   * own like is added by what the statement leaves (one, or none), never read from the snapshot:
   * a like committed by the same user's parallel request after the snapshot was taken (which made
   * this insert do nothing) is not in it, and would be counted 0 times instead of once.
   */
  const othersLikesOf = (nftId: number, userId: number) =>
    sql`(select count(*) from "favourites" where "nft_id" = ${nftId} and "user_id" <> ${userId})`;

  return {
    /**
     * `{ data: [{ nft }], total, page, limit }`; recent = most recently liked first. One statement
     * (the page's ids from the user's favourites, their rows, collections, favourite counts and the
     * total), prepared unless it searches a keyword (as the marketplace lists, page-query.ts).
     */
    async list(userId: number, query: FavouritesQuery): Promise<FavouritesPage> {
      const filter = {
        categoryIds: query.category ?? [],
        subCategoryIds: [],
        currency: query.currency,
        keyword: query.search,
      };
      const where = whereOf(listConditions(filter));
      const offset = (query.page - 1) * query.limit;
      const page = sql`limit ${literal(query.limit)} offset ${literal(offset)}`;
      // Whether the NFT is shown is the favourite's own copy (nft_shown, kept by triggers: migration
      // 0032), so the unfiltered page and its total walk one index of favourites and never read nfts;
      // only the other filters look the NFT up. Unqualified columns inside `exists` are the NFT's.
      const others = listConditions({ ...filter, includeHidden: true });
      const listed =
        others.length === 0
          ? sql`f."nft_shown"`
          : sql`f."nft_shown" and exists (select 1 from "nfts" where "nfts"."id" = f."nft_id" and ${whereOf(others)})`;
      const byPrice = query.sorting === SortOrder.LowestPrice || query.sorting === SortOrder.HighestPrice;
      const recent = sql`select f."nft_id" from "favourites" f where f."user_id" = ${userId} and ${listed}
        order by f."created_at" desc, f."nft_id" desc ${page}`;
      // `n`: the column an empty page past the end reads when it asks for the total alone (below).
      const total = sql`select count(*) as "n" from "favourites" f where f."user_id" = ${userId} and ${listed}`;
      let ids: SQL;
      let order: SQL;
      if (byPrice) {
        // A price order reads every liked NFT's row anyway: is_show is checked there.
        ids = sql`select "id" from "nfts" where ${where}
          and "id" in (select f."nft_id" from "favourites" f where f."user_id" = ${userId})
          order by ${orderOf(query.sorting)} ${page}`;
        order = orderOf(query.sorting);
      } else if (others.length === 0) {
        // The page's ids as an array, made twice from the same index entries (an InitPlan each):
        // the rows take their place in it, where a look-up of each row's like cost a favourites row.
        ids = sql`select unnest(array(${recent}))`;
        order = sql`array_position(array(${recent}), "nfts"."id")`;
      } else {
        // A filter reads the NFTs of the likes walked: that walk once, each row's like looked up.
        ids = recent;
        order = sql`(select f."created_at" from "favourites" f where f."user_id" = ${userId} and f."nft_id" = "nfts"."id") desc, "nfts"."id" desc`;
      }
      const rows = await selectPageRows(db, {
        ids,
        order,
        total,
        viewerId: userId,
        prepare: query.search === undefined,
      });
      const items = await serializeNfts(
        db,
        rows.map((row) => row.nft),
        userId,
        pageCollections(rows),
        pageFavourites(rows),
      );
      // An empty page past the end still tells the total.
      const counted =
        rows[0]?.total ??
        (rows.length === 0 && query.page > 1 ? (await rawRows<{ n: string }>(db, total))[0]?.n : 0);
      return {
        data: items.map((nft) => ({ nft })),
        total: Number(counted ?? 0),
        page: query.page,
        limit: query.limit,
      };
    },

    /** Likes an NFT shown on the market; liking twice changes nothing. */
    async add(userId: number, nftId: number): Promise<FavouriteState> {
      // One statement, not a look-up, an insert and two counts: a like waits for one database
      // connection once. The primary key (user, NFT) holds one like; once the statement is done the
      // caller's like is there (inserted now, or by an earlier or parallel request), so it counts once.
      const [row] = await rawRows<{ found: boolean; count: string | number }>(
        db,
        sql`with "target" as (select "id" from "nfts" where "id" = ${nftId} and "is_show"),
          "liked" as (
            insert into "favourites" ("user_id", "nft_id") select ${userId}, "id" from "target"
            on conflict do nothing returning 1
          )
          select exists (select 1 from "target") as "found",
            ${othersLikesOf(nftId, userId)} + 1 as "count"`,
      );
      if (!row?.found) throw new HttpError(404, 'NFT_NOT_FOUND');
      return { nftId: String(nftId), isFavorite: true, favoriteCount: Number(row.count) };
    },

    /** Unlikes; unliking what is not liked (or does not exist) changes nothing. */
    async remove(userId: number, nftId: number): Promise<FavouriteState> {
      // Once the statement is done the caller's like is gone: the others' likes are the count (a
      // data-modifying WITH runs whether or not the query reads it).
      const [row] = await rawRows<{ count: string | number }>(
        db,
        sql`with "unliked" as (
            delete from "favourites" where "user_id" = ${userId} and "nft_id" = ${nftId} returning 1
          )
          select ${othersLikesOf(nftId, userId)} as "count"`,
      );
      return { nftId: String(nftId), isFavorite: false, favoriteCount: Number(row?.count ?? 0) };
    },
  };
}
