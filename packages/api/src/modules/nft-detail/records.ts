import { and, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { nfts } from '../../db/schema/index.ts';
import { RECENT_KEY, SELLING } from '../nfts/filters.ts';
import { serializeNfts } from '../nfts/serializer.ts';
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

  return {
    async byId(id, viewerId) {
      const [nft] = await select(eq(nfts.id, id), 1, viewerId);
      return nft ?? null;
    },
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
