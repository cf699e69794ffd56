import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';
import { nfts } from '../src/db/schema/index.ts';

/** The stored row of an NFT by its id (as the api answers it, text, or as stored). */
export async function nftRow(db: Db, id: string | number) {
  const [row] = await db
    .select()
    .from(nfts)
    .where(eq(nfts.id, Number(id)));
  if (!row) throw new Error(`no NFT ${id} stored`);
  return row;
}
