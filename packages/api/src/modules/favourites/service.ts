import { type FavouriteState, type FavouritesPage, type FavouritesQuery, SortOrder } from '@vrmarket/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { favourites, nfts } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { listConditions, orderOf, whereOf } from '../nfts/filters.ts';
import { serializeNfts } from '../nfts/serializer.ts';

export type FavouriteService = ReturnType<typeof createFavouriteService>;

/** A user's liked NFTs. Every operation is the signed-in user's own; the routes pass their id. */
export function createFavouriteService({ db }: { db: Db }) {
  async function state(userId: number, nftId: number): Promise<FavouriteState> {
    const [mine] = await db
      .select({ userId: favourites.userId })
      .from(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.nftId, nftId)));
    const [total] = await db.select({ n: count() }).from(favourites).where(eq(favourites.nftId, nftId));
    return { nftId: String(nftId), isFavorite: !!mine, favoriteCount: Number(total?.n ?? 0) };
  }

  return {
    /** `{ data: [{ nft }], total, page, limit }`; recent = most recently liked first. */
    async list(userId: number, query: FavouritesQuery): Promise<FavouritesPage> {
      const where = whereOf(
        listConditions({
          categoryIds: query.category ?? [],
          subCategoryIds: [],
          currency: query.currency,
          keyword: query.search,
        }),
      );
      const mine = and(eq(favourites.nftId, nfts.id), eq(favourites.userId, userId));
      const order =
        query.sorting === SortOrder.LowestPrice || query.sorting === SortOrder.HighestPrice
          ? [orderOf(query.sorting)]
          : [desc(favourites.createdAt), desc(nfts.id)];
      const [rows, [counted]] = await Promise.all([
        db
          .select({ nft: nfts })
          .from(nfts)
          .innerJoin(favourites, mine)
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(nfts).innerJoin(favourites, mine).where(where),
      ]);
      const items = await serializeNfts(
        db,
        rows.map((row) => row.nft),
        userId,
      );
      return {
        data: items.map((nft) => ({ nft })),
        total: Number(counted?.n ?? 0),
        page: query.page,
        limit: query.limit,
      };
    },

    /** Likes an NFT shown on the market; liking twice changes nothing. */
    async add(userId: number, nftId: number): Promise<FavouriteState> {
      const [nft] = await db
        .select({ id: nfts.id })
        .from(nfts)
        .where(and(eq(nfts.id, nftId), sql`"is_show"`));
      if (!nft) throw new HttpError(404, 'NFT_NOT_FOUND');
      await db.insert(favourites).values({ userId, nftId }).onConflictDoNothing();
      return state(userId, nftId);
    },

    /** Unlikes; unliking what is not liked (or does not exist) changes nothing. */
    async remove(userId: number, nftId: number): Promise<FavouriteState> {
      await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.nftId, nftId)));
      return state(userId, nftId);
    },
  };
}
