import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type Db, rawRows } from '../../db/database.ts';
import { type NotificationRow, notify } from '../../db/notify.ts';

/** How often every replica looks for rentals ending and stakes unlocked (each is notified once). */
export const NOTIFICATION_JOB_INTERVAL_MS = 5 * 60_000;
/** The first run after start. */
const FIRST_RUN_MS = 30_000;
/** A rental is "ending" when it ends within this (RENTAL_ENDING). */
export const RENTAL_ENDING_WITHIN_S = 24 * 60 * 60;
/**
 * A stake unlocked longer ago than this is not announced any more: the first run on a database
 * with old stakes tells no one of what they have long known.
 */
export const STAKE_UNLOCKED_WITHIN_S = 7 * 24 * 60 * 60;
/** A read notification is deleted this long after it was read (ADR 0064). */
export const NOTIFICATION_READ_KEPT_DAYS = 90;
/** An unread notification is deleted this long after it came. */
export const NOTIFICATION_UNREAD_KEPT_DAYS = 365;
/** At most this many of each are deleted by one run: a table never pruned is caught up in steps. */
const PRUNE_BATCH = 5_000;

export type NotificationJobs = ReturnType<typeof createNotificationJobs>;

/**
 * The notifications that come from time passing, not from an event, and the deletion of old ones
 * (`prune`, after each run). RENTAL_ENDING to the renter of
 * a rental that ends within a day (a Rented event with no later RentalEnded of its listing), and
 * STAKE_UNLOCKED to the staker of a locked stake whose unlock time passed while it is still staked.
 * Every replica runs it, as the media sweep; each row's dedupe key (the Rented event, the stake)
 * makes a second run, or a second replica, add nothing. `committed` nudges the open pages.
 */
export function createNotificationJobs({
  db,
  chainId,
  log,
  committed,
  intervalMs = NOTIFICATION_JOB_INTERVAL_MS,
}: {
  db: Db;
  chainId: number;
  log: Pick<Logger, 'error' | 'debug'>;
  committed: () => void;
  intervalMs?: number;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  async function rentalsEnding(now: Date): Promise<NotificationRow[]> {
    const seconds = Math.floor(now.getTime() / 1000);
    const rows = await rawRows<{
      user_id: string;
      tx_hash: string;
      log_index: number;
      nft_id: string | null;
      title: string | null;
    }>(
      db,
      sql`select u.id::text as user_id, e.tx_hash, e.log_index, n.id::text as nft_id, n.title
          from chain_events e
          join users u on u.public_key = e.args->>'renter'
          left join nfts n on n.contract_address = e.nft_contract and n.token_id = e.token_id
          where e.chain_id = ${chainId} and e.event_name = 'Rented'
            and (e.args->>'expires')::numeric > ${seconds}
            and (e.args->>'expires')::numeric <= ${seconds + RENTAL_ENDING_WITHIN_S}
            and not exists (
              select 1 from chain_events x
              where x.chain_id = e.chain_id and x.listing_id = e.listing_id and x.event_name = 'RentalEnded'
                and (x.block_number, x.log_index) > (e.block_number, e.log_index))`,
    );
    return rows.map((row) => ({
      userId: Number(row.user_id),
      kind: 'RENTAL_ENDING',
      dedupeKey: `rental-ending:${chainId}:${row.tx_hash}:${row.log_index}`,
      nftId: row.nft_id === null ? null : Number(row.nft_id),
      nftName: row.title,
    }));
  }

  async function stakesUnlocked(now: Date): Promise<NotificationRow[]> {
    const rows = await rawRows<{
      user_id: string;
      stake_id: string;
      nft_id: string | null;
      title: string | null;
    }>(
      db,
      sql`select u.id::text as user_id, s.stake_id::text, n.id::text as nft_id, n.title
          from stakes s
          join users u on u.public_key = s.owner
          left join nfts n on n.contract_address = s.host_contract and n.token_id = s.token_id
          where s.chain_id = ${chainId} and s.stake_type = 'LOCKED' and s.unstaked_at is null
            and s.unlock_at <= ${now.toISOString()}::timestamptz
            and s.unlock_at > ${now.toISOString()}::timestamptz - make_interval(secs => ${STAKE_UNLOCKED_WITHIN_S})`,
    );
    return rows.map((row) => ({
      userId: Number(row.user_id),
      kind: 'STAKE_UNLOCKED',
      dedupeKey: `stake-unlocked:${chainId}:${row.stake_id}`,
      nftId: row.nft_id === null ? null : Number(row.nft_id),
      nftName: row.title,
    }));
  }

  return {
    /** One run: answers the users notified now (none when everything was notified before). */
    async run(now = new Date()): Promise<number[]> {
      const rows = [...(await rentalsEnding(now)), ...(await stakesUnlocked(now))];
      if (rows.length === 0) return [];
      const users = await db.transaction((tx) => notify(tx, rows));
      if (users.length > 0) committed();
      return users;
    },

    /**
     * Deletes the notifications kept long enough: read ones NOTIFICATION_READ_KEPT_DAYS after they
     * were read, unread ones NOTIFICATION_UNREAD_KEPT_DAYS after they came. Both kinds are found
     * by partial indexes of their own (migration 0045). Answers how many were deleted.
     */
    async prune(now = new Date()): Promise<number> {
      const at = now.toISOString();
      const [deleted] = await rawRows<{ n: number }>(
        db,
        sql`with old as (
              (select id from notifications
                where read_at < ${at}::timestamptz - make_interval(days => ${NOTIFICATION_READ_KEPT_DAYS})
                limit ${PRUNE_BATCH})
              union all
              (select id from notifications
                where read_at is null
                  and created_at < ${at}::timestamptz - make_interval(days => ${NOTIFICATION_UNREAD_KEPT_DAYS})
                limit ${PRUNE_BATCH})
            ), gone as (delete from notifications n using old where n.id = old.id returning 1)
            select count(*)::int as n from gone`,
      );
      return deleted?.n ?? 0;
    },

    start() {
      if (timer) return;
      const tick = (delay: number) => {
        timer = setTimeout(() => {
          running = this.run()
            .then((users) => log.debug({ users: users.length }, 'time-based notifications'))
            .then(() => this.prune())
            .then((deleted) => log.debug({ deleted }, 'old notifications deleted'))
            .catch((err: unknown) => log.error({ err }, 'time-based notifications failed'))
            .finally(() => {
              running = undefined;
              if (timer) tick(intervalMs);
            });
        }, delay);
        timer.unref();
      };
      tick(Math.min(FIRST_RUN_MS, intervalMs));
    },

    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
