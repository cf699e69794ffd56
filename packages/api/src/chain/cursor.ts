import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { chainBlocks, chainCursors } from '../db/schema/index.ts';

export type Cursor = { blockNumber: number; blockHash: string };

export async function readCursor(db: Db, chainId: number): Promise<Cursor | null> {
  const [row] = await db
    .select({ blockNumber: chainCursors.blockNumber, blockHash: chainCursors.blockHash })
    .from(chainCursors)
    .where(eq(chainCursors.chainId, chainId));
  return row ?? null;
}

/**
 * Moves the cursor from `previous` to `next` and checkpoints `next`'s hash. Fails (so the
 * surrounding transaction rolls back) when the cursor is no longer at `previous`: another
 * indexer moved it, which only happens if this one lost its lock unnoticed.
 */
export async function moveCursor(
  db: Db,
  chainId: number,
  previous: Cursor | null,
  next: Cursor,
  keepBlocks: number,
): Promise<void> {
  const moved = previous
    ? await db
        .update(chainCursors)
        .set({ ...next, updatedAt: new Date() })
        .where(
          and(
            eq(chainCursors.chainId, chainId),
            eq(chainCursors.blockNumber, previous.blockNumber),
            eq(chainCursors.blockHash, previous.blockHash),
          ),
        )
        .returning({ chainId: chainCursors.chainId })
    : await db
        .insert(chainCursors)
        .values({ chainId, ...next })
        .onConflictDoNothing()
        .returning({ chainId: chainCursors.chainId });
  if (moved.length === 0) throw new Error('the indexer cursor was moved by another process');
  await db
    .delete(chainBlocks)
    .where(and(eq(chainBlocks.chainId, chainId), gt(chainBlocks.blockNumber, next.blockNumber)));
  await db
    .insert(chainBlocks)
    .values({ chainId, ...next })
    .onConflictDoUpdate({
      target: [chainBlocks.chainId, chainBlocks.blockNumber],
      set: { blockHash: next.blockHash },
    });
  await db
    .delete(chainBlocks)
    .where(and(eq(chainBlocks.chainId, chainId), lt(chainBlocks.blockNumber, next.blockNumber - keepBlocks)));
}

/** Checkpointed blocks, newest first: candidates for the last block both forks share. */
export async function checkpoints(db: Db, chainId: number): Promise<Cursor[]> {
  return db
    .select({ blockNumber: chainBlocks.blockNumber, blockHash: chainBlocks.blockHash })
    .from(chainBlocks)
    .where(eq(chainBlocks.chainId, chainId))
    .orderBy(desc(chainBlocks.blockNumber));
}
