import { sql } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import type { Database, Db } from '../db/database.ts';

/** Leadership of the indexer across api processes. */
export type IndexerLock = {
  /** True when this process holds (or just took) the lock and its session is alive. */
  acquire(): Promise<boolean>;
  release(): Promise<void>;
};

/** First key of the two-int advisory lock ('vrmk'); the second is the chain id. */
const LOCK_NAMESPACE = 0x76726d6b;

/**
 * PostgreSQL: a session-level `pg_try_advisory_lock` held on one dedicated pooled connection, so
 * it is released by the server when the process dies. Every `acquire()` pings that connection;
 * a dead session means the lock is gone and is retaken (or not) on the next call. PGlite: one
 * process owns the database file, so it is alone anyway and the lock is a no-op.
 */
export function createIndexerLock(database: Database, chainId: number): IndexerLock {
  if (database.kind === 'pglite') return { acquire: async () => true, release: async () => {} };
  const pool = database.client;
  let held: PoolClient | undefined;
  // A failed query also emits 'error' on its client: whichever comes second must not release it again.
  const released = new WeakSet<PoolClient>();
  const giveBack = (client: PoolClient, error?: Error | boolean) => {
    if (released.has(client)) return;
    released.add(client);
    client.release(error);
  };
  const drop = (client: PoolClient, error?: Error) => {
    if (held === client) held = undefined;
    giveBack(client, error ?? true);
  };
  return {
    async acquire() {
      if (held) {
        const client = held;
        try {
          await client.query('select 1');
          return true;
        } catch (error) {
          drop(client, error as Error);
          return false;
        }
      }
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1, $2) as locked',
          [LOCK_NAMESPACE, chainId],
        );
        if (!rows[0]?.locked) {
          client.release();
          return false;
        }
        client.on('error', () => drop(client));
        held = client;
        return true;
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
    },
    async release() {
      const client = held;
      if (!client) return;
      held = undefined;
      try {
        await client.query('select pg_advisory_unlock($1, $2)', [LOCK_NAMESPACE, chainId]);
        giveBack(client);
      } catch (error) {
        giveBack(client, error as Error);
      }
    },
  };
}

/** Second key of the transaction-scoped lock that serialises projections ('vrap'), per chain. */
export const PROJECTION_NAMESPACE = 0x76726170;

/**
 * Call first in a transaction that recomputes projections (NFT state, offers, collection stats):
 * the indexer and recording calls of every replica, and the api's own writes that move NFTs between
 * collections or change what the stats count, run one at a time until the transaction ends. A
 * recompute then always sees every change committed before it (none is lost to a concurrent one
 * that read an older snapshot), and two recomputes never lock the same NFT rows in different
 * orders. Not the leadership lock above: that one is held by the indexing process for its life.
 */
export async function lockProjections(db: Db, chainId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${PROJECTION_NAMESPACE}, ${chainId})`);
}
