import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { nfts, users } from '../../db/schema/index.ts';
import { RECENT_KEY, SELLING } from '../nfts/filters.ts';
import { pageCollections, pageFavourites, selectPageRows } from '../nfts/page-query.ts';
import { type NftRow, serializeNfts } from '../nfts/serializer.ts';
import type { NftRecords } from './service.ts';

/** The detail module's NFT reads, serialized by the browsing api's serializer (one NFT shape). */
export function createNftRecords(db: Db): NftRecords {
  const select = (where: SQL | undefined, limit: number, viewerId?: number) =>
    db
      .select()
      .from(nfts)
      .where(where)
      .orderBy(desc(RECENT_KEY), desc(nfts.id))
      .limit(limit)
      .then((rows) => serializeNfts(db, rows, viewerId));

  /**
   * A hidden item (isShow false) is seen by its owner (owner or seller: a listed item's chain
   * owner is the marketplace) and by market admins only.
   */
  async function maySee(
    row: Pick<NftRow, 'isShow' | 'ownerAddress' | 'seller'>,
    viewerId: number | undefined,
  ): Promise<boolean> {
    if (row.isShow) return true;
    if (viewerId === undefined) return false;
    const [viewer] = await db
      .select({ wallet: users.publicKey, isAdmin: users.isAdminMarket })
      .from(users)
      .where(eq(users.id, viewerId));
    if (!viewer) return false;
    const owns = !!viewer.wallet && (row.ownerAddress === viewer.wallet || row.seller === viewer.wallet);
    return owns || viewer.isAdmin;
  }

  async function visibleRow(id: number, viewerId: number | undefined): Promise<NftRow | null> {
    const [row] = await db.select().from(nfts).where(eq(nfts.id, id));
    return row && (await maySee(row, viewerId)) ? row : null;
  }

  return {
    async byId(id, viewerId) {
      // One statement for the row with its collection and favourites, as a list page reads them.
      const [row] = await selectPageRows(db, {
        ids: sql`${id}`,
        order: sql`"nfts"."id"`,
        viewerId,
        prepare: true,
      });
      if (!row || !(await maySee(row.nft, viewerId))) return null;
      const [nft] = await serializeNfts(
        db,
        [row.nft],
        viewerId,
        pageCollections([row]),
        pageFavourites([row]),
      );
      return nft ?? null;
    },
    visibleRow,
    ofCollection: (collectionId, exceptId, limit, viewerId) =>
      select(
        and(eq(nfts.collectionId, collectionId), ne(nfts.id, exceptId), eq(nfts.isShow, true)),
        limit,
        viewerId,
      ),
    recent: (exceptId, limit, viewerId) =>
      select(and(SELLING, ne(nfts.id, exceptId), eq(nfts.isShow, true)), limit, viewerId),
  };
}
