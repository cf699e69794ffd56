import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { BaseError, type Hex, ResponseBodyTooLargeError } from 'viem';
import type { Db } from '../db/database.ts';
import { applyEvents, revertEvents } from './apply.ts';
import { buyerTokenLogs, chainFundsReader } from './buy-offers.ts';
import type { ChainClient } from './client.ts';
import type { ChainSetup } from './contracts.ts';
import { type Cursor, checkpoints, moveCursor, readCursor } from './cursor.ts';
import { decodeLogs, type MinedLog } from './decode.ts';
import type { IndexerLock } from './lock.ts';
import type { IndexerMetrics } from './metrics.ts';

/** A range that returned this many logs does not grow: providers cap results (and viem the body at 10 MB). */
const LOGS_PER_CALL = 5_000;

export type IndexerOptions = {
  db: Db;
  chain: ChainClient;
  /** The deployment to index, or null while nothing is deployed (the indexer waits). */
  deployments: () => Promise<ChainSetup | null>;
  log: Logger;
  lock: IndexerLock;
  confirmations: number;
  /** Most blocks read and applied in one eth_getLogs call and one database transaction. */
  batchSize?: number;
  pollIntervalMs?: number;
  /** Backoff after a failure doubles from pollIntervalMs up to this. */
  maxBackoffMs?: number;
  /** How often a process without the lock tries to take it. */
  standbyIntervalMs?: number;
  metrics?: IndexerMetrics;
  /** Told after a transaction that applied or reverted events committed (the live stream reads its rows). */
  onApplied?: () => void;
};

export type Indexer = {
  start(): void;
  /** Finishes the current step, releases the lock and resolves. */
  stop(): Promise<void>;
  /** One step: a reorg rollback or one batch of blocks. True when there is more to do right away. */
  step(): Promise<boolean>;
};

/**
 * Polls the chain and applies our contracts' events to the database (see README "Chain indexer"):
 * ranges of at most `batchSize` confirmed blocks, each range's events and the cursor (number +
 * hash) in one transaction; a changed hash at the cursor rolls back to the newest checkpoint that
 * is still canonical. Failures are retried with backoff; only the holder of the lock indexes.
 */
export function createIndexer(options: IndexerOptions): Indexer {
  const { db, chain, log, lock, confirmations, metrics } = options;
  const maxBatch = Math.max(1, options.batchSize ?? 2000);
  const pollMs = options.pollIntervalMs ?? 250;
  const maxBackoffMs = options.maxBackoffMs ?? 30_000;
  const standbyMs = options.standbyIntervalMs ?? 5_000;
  const keepBlocks = Math.max(128, confirmations * 4);
  let batch = maxBatch;
  let lastIdle: { head: string; cursor: string } | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let wake: (() => void) | undefined;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });

  const blockAt = (blockNumber: number) => chain.getBlock({ blockNumber: BigInt(blockNumber) });

  async function rollback(setup: ChainSetup, cursor: Cursor): Promise<void> {
    const head = Number(await chain.getBlockNumber());
    let fork: Cursor | undefined;
    for (const checkpoint of await checkpoints(db, setup.chainId)) {
      if (checkpoint.blockNumber > head || checkpoint.blockNumber >= cursor.blockNumber) continue;
      if ((await blockAt(checkpoint.blockNumber)).hash === checkpoint.blockHash) {
        fork = checkpoint;
        break;
      }
    }
    // Deeper than every checkpoint: index again from the deployment.
    if (!fork) {
      const start = Math.max(0, setup.deployBlock - 1);
      fork = { blockNumber: start, blockHash: (await blockAt(start)).hash };
    }
    const target = fork;
    const reverted = await db.transaction(async (tx) => {
      const count = await revertEvents(tx, setup, sql`block_number > ${target.blockNumber}`, {
        funds: chainFundsReader(chain, setup.address.OfferBook),
      });
      await moveCursor(tx, setup.chainId, cursor, target, keepBlocks);
      return count;
    });
    options.onApplied?.();
    metrics?.reorgs.inc();
    metrics?.cursor.set(target.blockNumber);
    log.warn(
      { from: cursor.blockNumber, to: target.blockNumber, reverted },
      'chain reorganisation rolled back',
    );
  }

  async function blockTimes(
    logs: MinedLog[] & { blockTimestamp?: bigint | null }[],
    known: number,
    knownTimestamp: bigint,
  ) {
    const times = new Map<number, Date>([[known, new Date(Number(knownTimestamp) * 1000)]]);
    for (const entry of logs) {
      if (entry.blockNumber !== null && entry.blockTimestamp) {
        times.set(Number(entry.blockNumber), new Date(Number(entry.blockTimestamp) * 1000));
      }
    }
    const missing = [...new Set(logs.map((entry) => Number(entry.blockNumber)))].filter((n) => !times.has(n));
    for (const n of missing) times.set(n, new Date(Number((await blockAt(n)).timestamp) * 1000));
    return (n: number) => times.get(n)!;
  }

  async function applyRange(
    setup: ChainSetup,
    cursor: Cursor | null,
    from: number,
    to: number,
    end: { hash: Hex; timestamp: bigint },
  ) {
    const toHash = end.hash;
    let logs: Awaited<ReturnType<ChainClient['getLogs']>>;
    try {
      logs = await chain.getLogs({
        address: Object.values(setup.address),
        fromBlock: BigInt(from),
        toBlock: BigInt(to),
      });
      if (logs.length < LOGS_PER_CALL) batch = Math.min(maxBatch, batch * 2);
    } catch (error) {
      // Providers cap ranges and result sizes: smaller ranges next time, sized from the answer's
      // size when the body was too large (halving alone would download it again and again).
      const span = to - from + 1;
      const tooLarge =
        error instanceof BaseError ? error.walk((e) => e instanceof ResponseBodyTooLargeError) : null;
      const share =
        tooLarge instanceof ResponseBodyTooLargeError ? tooLarge.maxSize / tooLarge.size / 2 : 0.5;
      batch = Math.max(1, Math.floor(span * share));
      throw error;
    }
    // Buyers' token movements: their offers' validity (chain/buy-offers.ts).
    const tokenLogs = await buyerTokenLogs(db, chain, setup, from, to);
    const all = [...logs, ...tokenLogs];
    if (all.some((entry) => Number(entry.blockNumber) === to && entry.blockHash !== toHash)) {
      throw new Error(`block ${to} changed while it was read`);
    }
    const events = decodeLogs(setup, all, await blockTimes(all, to, end.timestamp), { currencies: true });
    const funds = chainFundsReader(chain, setup.address.OfferBook);
    const canonical = new Set(events.map((e) => `${e.txHash}:${e.logIndex}:${e.blockHash}`));
    await db.transaction(async (tx) => {
      // Recorded transactions may have put events of this range in ahead of the indexer from a
      // block that is not canonical (any more): they go.
      const stored = await tx.execute(sql`select tx_hash, log_index, block_hash from chain_events
        where chain_id = ${setup.chainId} and block_number between ${from} and ${to}`);
      const orphans = (
        stored as unknown as { rows: { tx_hash: string; log_index: number; block_hash: string }[] }
      ).rows.filter((row) => !canonical.has(`${row.tx_hash}:${row.log_index}:${row.block_hash}`));
      if (orphans.length > 0) {
        const keys = sql.join(
          orphans.map((row) => sql`(${row.tx_hash}::text, ${row.log_index}::int)`),
          sql`, `,
        );
        await revertEvents(tx, setup, sql`(tx_hash, log_index) in (values ${keys})`, { funds });
      }
      await applyEvents(tx, setup, events, { funds });
      await moveCursor(
        tx,
        setup.chainId,
        cursor,
        { blockNumber: to, blockHash: toHash.toLowerCase() },
        keepBlocks,
      );
    });
    if (events.length > 0) options.onApplied?.();
    metrics?.cursor.set(to);
    metrics?.events.inc(events.length);
    if (events.length > 0) log.debug({ from, to, events: events.length }, 'indexed');
  }

  async function step(): Promise<boolean> {
    const setup = await options.deployments();
    if (!setup) return false;
    const cursor = await readCursor(db, setup.chainId);
    const head = await chain.getBlock({ blockTag: 'latest' });
    const idle = { head: head.hash, cursor: cursor?.blockHash ?? '' };
    if (lastIdle?.head === idle.head && lastIdle.cursor === idle.cursor) return false;
    lastIdle = undefined;
    const headNumber = Number(head.number);
    metrics?.head.set(headNumber);
    // The usual case needs no extra call: the new head is the cursor's child.
    const extendsCursor =
      cursor && headNumber === cursor.blockNumber + 1 && head.parentHash === cursor.blockHash;
    if (cursor && !extendsCursor) {
      const canonical = cursor.blockNumber > headNumber ? null : await blockAt(cursor.blockNumber);
      if (canonical?.hash.toLowerCase() !== cursor.blockHash) {
        await rollback(setup, cursor);
        return true;
      }
    }
    const applied = cursor?.blockNumber ?? setup.deployBlock - 1;
    const safe = headNumber - confirmations;
    if (safe <= applied) {
      lastIdle = idle;
      return false;
    }
    const to = Math.min(safe, applied + batch);
    const end = to === headNumber ? head : await blockAt(to);
    await applyRange(setup, cursor, applied + 1, to, end);
    return to < safe;
  }

  async function loop(): Promise<void> {
    let backoff = pollMs;
    let leading = false;
    while (!stopped) {
      try {
        if (!(await lock.acquire())) {
          if (leading) log.warn('indexer lock lost; standing by');
          leading = false;
          metrics?.leader.set(0);
          await sleep(standbyMs);
          continue;
        }
        if (!leading) log.info('indexer lock taken; indexing');
        leading = true;
        metrics?.leader.set(1);
        const more = await step();
        backoff = pollMs;
        if (!more) await sleep(pollMs);
      } catch (err) {
        lastIdle = undefined;
        metrics?.failures.inc();
        log.warn({ err, retryInMs: backoff }, 'indexer step failed; retrying');
        await sleep(backoff);
        backoff = Math.min(backoff * 2, maxBackoffMs);
      }
    }
    await lock.release();
    metrics?.leader.set(0);
  }

  return {
    start() {
      if (running) return;
      stopped = false;
      running = loop();
    },
    async stop() {
      stopped = true;
      wake?.();
      await running;
      running = undefined;
    },
    step,
  };
}
