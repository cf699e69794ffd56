import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type Address, type Hex, type PublicClient, TransactionReceiptNotFoundError } from 'viem';
import { type Db, rawRows } from '../db/database.ts';

/**
 * What became of a signed transaction: SUCCEEDED or REVERTED (mined), DROPPED (its nonce went to
 * another transaction, so it can never be mined), UNKNOWN (not mined yet, or the chain did not answer).
 */
export type Outcome = 'SUCCEEDED' | 'REVERTED' | 'DROPPED' | 'UNKNOWN';

/** A transaction as payout_transactions records it before sending. */
export type RecordedTransaction = {
  chain_id: number;
  sender: string;
  nonce: number;
  tx_hash: Hex;
  raw_tx: Hex;
  purpose: string;
};

const POLL_MS = 100;
/**
 * How long a used nonce must go without this transaction's receipt before it counts as DROPPED.
 * A node can count a mined transaction in the sender's nonce before it serves the receipt (anvil
 * right after mining; an RPC behind a load balancer whose nodes lag one another). Taking that for
 * a dropped credit would credit the reward a second time. Only a key used outside the api can
 * really take a recorded nonce, so the wait is almost never paid.
 */
const DROPPED_AFTER_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Settles recorded transactions against the chain, in this order: the Credited event the indexer
 * stored for the hash (payout_movements), the receipt by hash, then the sender's mined nonce — past
 * this transaction's nonce with still no receipt DROPPED_AFTER_MS later, another transaction took
 * the nonce and this one never lands. While the nonce is still free the same signed bytes are sent again (the node may never
 * have got them; they can be mined only once whoever sends them) and, with `waitMs`, the receipt is
 * waited for. A chain that does not answer leaves it UNKNOWN.
 */
export function createTransactionOutcomes({
  db,
  client,
  chainId,
  log,
}: {
  db: Db;
  client: Pick<PublicClient, 'getTransactionReceipt' | 'getTransactionCount' | 'sendRawTransaction'>;
  chainId: number;
  log: Pick<Logger, 'warn'>;
}) {
  /** The receipt's outcome, null while there is none; throws when the chain cannot be asked. */
  async function receipt(hash: Hex): Promise<'SUCCEEDED' | 'REVERTED' | null> {
    try {
      const found = await client.getTransactionReceipt({ hash });
      return found.status === 'success' ? 'SUCCEEDED' : 'REVERTED';
    } catch (error) {
      if (error instanceof TransactionReceiptNotFoundError) return null;
      throw error;
    }
  }

  async function of(tx: RecordedTransaction, waitMs = 0): Promise<Outcome> {
    try {
      if (tx.purpose !== 'ALLOWANCE') {
        const [credited] = await rawRows(
          db,
          sql`select 1 from payout_movements where chain_id = ${chainId} and tx_hash = ${tx.tx_hash}
                and kind = 'CREDIT' limit 1`,
        );
        if (credited) return 'SUCCEEDED';
      }
      const deadline = Date.now() + waitMs;
      let resent = false;
      let usedSince: number | undefined;
      for (;;) {
        const mined = await receipt(tx.tx_hash);
        if (mined) return mined;
        const used = await client.getTransactionCount({ address: tx.sender as Address, blockTag: 'latest' });
        if (used > tx.nonce) {
          // Its nonce is used: by this transaction, whose receipt the node may not serve yet, or by
          // another. Only a receipt still missing DROPPED_AFTER_MS later means another.
          usedSince ??= Date.now();
          if (Date.now() - usedSince >= DROPPED_AFTER_MS) return 'DROPPED';
        } else if (!resent) {
          resent = true;
          await client.sendRawTransaction({ serializedTransaction: tx.raw_tx }).catch(() => undefined);
        } else if (Date.now() >= deadline) return 'UNKNOWN';
        await sleep(POLL_MS);
      }
    } catch (err) {
      log.warn({ err, txHash: tx.tx_hash }, 'payout transaction not settled: the chain did not answer');
      return 'UNKNOWN';
    }
  }

  return {
    of,
    /** By the receipt alone (a transaction recorded without its nonce). */
    byReceipt: (hash: Hex): Promise<Outcome> =>
      receipt(hash)
        .then((mined) => mined ?? 'UNKNOWN')
        .catch(() => 'UNKNOWN'),
  };
}
