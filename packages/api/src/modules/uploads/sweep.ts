import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type Db, rawRows } from '../../db/database.ts';
import type { Storage } from '../../storage/index.ts';

/** How often every replica looks for orphans (the claims below make several replicas safe). */
export const SWEEP_INTERVAL_MS = 60 * 60_000;
/** The first sweep after start, once the api is up. */
const FIRST_SWEEP_MS = 5 * 60_000;
/** Files looked at per round; a sweep runs rounds until no candidate is left (or MAX_ROUNDS). */
const BATCH = 200;
const MAX_ROUNDS = 20;

/** Tables that hold no record of the product: the files themselves and the upload limits. */
const NOT_RECORDS = ['media', 'upload_slots', 'upload_usage'];
/** A media key as links, JSON and text carry it (storage/types.ts MEDIA_KEY). */
const KEY_PATTERN = '[a-f0-9]{64}\\.[a-z0-9]{1,10}';

export type MediaSweep = ReturnType<typeof createMediaSweep>;

/**
 * Removes stored uploads that no record references once their grace period is over (MEDIA_GRACE_HOURS
 * after the last upload of the file or the last time a record was written with it), on local disk
 * or S3. "A record references it" is read from the database itself: every text and JSON column of
 * every table but the files' own is searched for the key, so a column added later is covered
 * without a list to keep. A model's original stays while its optimised copy exists. Files stored
 * before the sweep existed (uploaded_at null) are never removed.
 *
 * Safe with several replicas and with uploads at the same moment: a file is removed in one
 * transaction that first deletes its row under the same conditions (old enough, unreferenced
 * original), counting the row — the replica that did not delete it removes nothing — then deletes
 * the object; an upload of the same bytes waits for that row and then stores the object again.
 */
export function createMediaSweep({
  db,
  storage,
  graceHours,
  log,
  derivedKeys = () => [],
}: {
  db: Db;
  storage: Storage;
  graceHours: number;
  log: Logger;
  /** The keys of files made from a file of this hash (thumbnails, link cards), removed with it. */
  derivedKeys?: (hash: string) => string[];
}) {
  const grace = sql`${`${graceHours} hours`}::interval`;

  /** The columns that may hold a media key: text, JSON and text arrays of the record tables. */
  async function recordColumns(): Promise<{ table: string; column: string }[]> {
    return rawRows<{ table: string; column: string }>(
      db,
      sql`select c.table_name as "table", c.column_name as "column"
          from information_schema.columns c
          join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
          where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
            and (c.data_type in ('text', 'character varying', 'json', 'jsonb') or c.udt_name in ('_text', '_varchar'))
            and c.table_name not in (${sql.join(
              NOT_RECORDS.map((name) => sql`${name}`),
              sql`, `,
            )})
          order by 1, 2`,
    );
  }

  /** Which of `keys` some record names, searching `columns` (recordColumns, read once a sweep). */
  async function referenced(
    keys: string[],
    columns: { table: string; column: string }[],
  ): Promise<Set<string>> {
    const found = new Set<string>();
    const wanted = sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    );
    for (const { table, column } of columns) {
      const rows = await rawRows<{ key: string }>(
        db,
        sql`select distinct m[1] as key
            from ${sql.identifier(table)}
            cross join lateral regexp_matches(${sql.identifier(column)}::text, ${`(${KEY_PATTERN})`}, 'g') as m
            where m[1] in (${wanted})`,
      );
      for (const row of rows) found.add(row.key);
    }
    return found;
  }

  /** Removes one file if it still may be removed; true when this call removed it. */
  async function remove(key: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const deleted = await rawRows<{ path: string }>(
        tx as unknown as Db,
        sql`delete from media m
            where m.path = ${key} and m.uploaded_at < now() - ${grace}
              and not exists (select 1 from media s where s.path = m.served_by)
            returning m.path`,
      );
      if (deleted.length !== 1) return false;
      // Inside the transaction: if the object cannot be deleted, the row stays and a later sweep retries.
      await storage.delete(key);
      await Promise.all(derivedKeys(key.slice(0, 64)).map((derived) => storage.delete(derived)));
      return true;
    });
  }

  /**
   * One round over the oldest candidates: those no record names are removed; those a record names
   * start a new grace period (so the next round looks at others, and they are looked at again later).
   */
  async function round(
    columns: { table: string; column: string }[],
  ): Promise<{ looked: number; removed: string[] }> {
    const candidates = await rawRows<{ path: string }>(
      db,
      sql`select m.path from media m
          where m.uploaded_at < now() - ${grace}
            and not exists (select 1 from media s where s.path = m.served_by)
          order by m.uploaded_at
          limit ${BATCH}`,
    );
    if (candidates.length === 0) return { looked: 0, removed: [] };
    const keys = candidates.map((row) => row.path);
    const names = await referenced(keys, columns);
    if (names.size > 0)
      await db.execute(
        sql`update media set uploaded_at = now() where path in (${sql.join(
          [...names].map((key) => sql`${key}`),
          sql`, `,
        )})`,
      );
    const removed: string[] = [];
    for (const key of keys) if (!names.has(key) && (await remove(key))) removed.push(key);
    return { looked: keys.length, removed };
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  return {
    /** Removes every orphan past its grace period now; answers the keys this call removed. */
    async sweep(): Promise<string[]> {
      if (graceHours === 0) return [];
      const removed: string[] = [];
      const columns = await recordColumns();
      for (let n = 0; n < MAX_ROUNDS; n++) {
        const done = await round(columns);
        if (done.looked === 0) break;
        removed.push(...done.removed);
      }
      return removed;
    },

    /** Sweeps every SWEEP_INTERVAL_MS (main.ts); a failed sweep is logged and tried again later. */
    start() {
      if (graceHours === 0 || timer) return;
      const tick = (delay: number) => {
        timer = setTimeout(() => {
          running = this.sweep()
            .then((removed) => {
              if (removed.length > 0) log.info({ removed: removed.length }, 'orphan uploads removed');
            })
            .catch((err: unknown) => log.error({ err }, 'orphan upload sweep failed'))
            .finally(() => {
              running = undefined;
              if (timer) tick(SWEEP_INTERVAL_MS);
            });
        }, delay);
        timer.unref();
      };
      tick(FIRST_SWEEP_MS);
    },

    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
