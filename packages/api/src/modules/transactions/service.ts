import { eq, sql } from 'drizzle-orm';
import { BaseError, type Hex, type TransactionReceipt, TransactionReceiptNotFoundError } from 'viem';
import { applyEvents } from '../../chain/apply.ts';
import { chainFundsReader } from '../../chain/buy-offers.ts';
import type { ChainClient } from '../../chain/client.ts';
import type { ChainSetup } from '../../chain/contracts.ts';
import { type ChainEvent, decodeLogs } from '../../chain/decode.ts';
import { resolveReferences } from '../../chain/references.ts';
import { type Db, rawRows } from '../../db/database.ts';
import { nfts } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { createJobLimiter } from '../../job-limiter.ts';
import type { CatchTransactionBody, Recorded } from './schema.ts';

export type TransactionService = {
  /** Records any successful transaction of our contracts (POST /v1/transactions/record). */
  record(txHash: Hex): Promise<Recorded>;
  /** Records a transaction that must concern NFT `nftId` as the body claims (catch-transaction). */
  catchTransaction(nftId: number, body: CatchTransactionBody): Promise<Recorded>;
};

type Dependencies = {
  db: Db;
  chain: ChainClient;
  deployments: () => Promise<ChainSetup | null>;
  /** Told after an apply committed (the live stream reads its rows). */
  onApplied?: () => void;
};

/**
 * Record calls need no sign-in and their apply waits for the projections' lock (chain/lock.ts), as
 * the indexer's does. They apply one at a time in a process, so a burst ties up one pool connection
 * waiting for that lock, not the whole pool; past this many waiting, a call is refused with 429
 * (nothing is lost: the indexer applies the transaction anyway).
 */
export const MAX_WAITING_RECORDS = 16;

type Receipt = Pick<TransactionReceipt, 'transactionHash' | 'blockHash' | 'blockNumber'>;

const notMined = (error: unknown) =>
  error instanceof BaseError && error.walk((e) => e instanceof TransactionReceiptNotFoundError) !== null;

/**
 * "Record the transaction": the chain is asked for the receipt, never the body. Only a successful
 * transaction's logs of our own contracts are applied, through the indexer's code path and keys,
 * so a body that lies can at most make the api record a true fact early — or nothing at all.
 */
export function createTransactionService({
  db,
  chain,
  deployments,
  onApplied,
}: Dependencies): TransactionService {
  async function load(txHash: Hex) {
    const setup = await deployments();
    if (!setup) throw new HttpError(503, 'SOMETHING_WRONG_TRY_LATER');
    const receipt = await chain.getTransactionReceipt({ hash: txHash }).catch((error: unknown) => {
      if (notMined(error)) throw new HttpError(404, 'TRANSACTION_NOT_FOUND');
      throw error;
    });
    if (receipt.status !== 'success') throw new HttpError(422, 'TRANSACTION_FAILED');
    const block = await chain.getBlock({ blockHash: receipt.blockHash });
    const time = new Date(Number(block.timestamp) * 1000);
    const events = decodeLogs(setup, receipt.logs, () => time);
    if (events.length === 0) throw new HttpError(422, 'TRANSACTION_MISMATCH');
    await resolveReferences(db, setup, events);
    return { setup, receipt, events };
  }

  const applying = createJobLimiter(1, MAX_WAITING_RECORDS, () => new HttpError(429, 'RATE_LIMITED'));

  /**
   * Whether the indexer or an earlier call already stored this receipt's events, from the same
   * block (the token movements only the indexer stores, OfferCurrency, are not counted).
   */
  async function alreadyApplied(setup: ChainSetup, receipt: Receipt, events: ChainEvent[]): Promise<boolean> {
    const [stored] = await rawRows<{ n: number }>(
      db,
      sql`select count(*)::int as "n" from "chain_events" where "chain_id" = ${setup.chainId}
        and "tx_hash" = ${receipt.transactionHash.toLowerCase()} and "block_hash" = ${receipt.blockHash.toLowerCase()}
        and "contract_name" <> 'OfferCurrency'`,
    );
    return stored?.n === events.length;
  }

  async function apply(
    setup: ChainSetup,
    txHash: Hex,
    receipt: Receipt,
    events: ChainEvent[],
  ): Promise<Recorded> {
    // A transaction already applied from the same block changes nothing: it takes no lock and
    // writes nothing. Asked again only after waiting a turn, since the calls before may have applied it.
    const applied = () => alreadyApplied(setup, receipt, events);
    let wrote = false;
    if (!(await applied())) {
      const waits = applying.running > 0;
      wrote = await applying.run(async () => {
        if (waits && (await applied())) return false;
        await db.transaction((tx) =>
          applyEvents(tx, setup, events, { funds: chainFundsReader(chain, setup.address.OfferBook) }),
        );
        return true;
      });
    }
    if (wrote) onApplied?.();
    return {
      txHash,
      blockNumber: Number(receipt.blockNumber),
      events: events.map((e) => ({ contract: e.contractName, event: e.eventName, logIndex: e.logIndex })),
    };
  }

  return {
    async record(txHash) {
      const { setup, receipt, events } = await load(txHash);
      return apply(setup, txHash, receipt, events);
    },

    async catchTransaction(nftId, body) {
      const [nft] = await db
        .select({ id: nfts.id, tokenId: nfts.tokenId, contractAddress: nfts.contractAddress })
        .from(nfts)
        .where(eq(nfts.id, nftId));
      if (!nft) throw new HttpError(404, 'NFT_NOT_FOUND');
      const claimed = { contract: body.nft.contractAddress, tokenId: body.nft.tokenId };
      // The record must be the claimed token (a lazy-minted one has no token id yet: its id is it).
      const recordIs =
        (nft.contractAddress ?? claimed.contract).toLowerCase() === claimed.contract &&
        (nft.tokenId ?? String(nft.id)) === claimed.tokenId;
      if (!recordIs) throw new HttpError(422, 'TRANSACTION_MISMATCH');

      const { setup, receipt, events } = await load(body.transfer.txId);
      const ofNft = events.filter((e) => e.nftContract === claimed.contract && e.tokenId === claimed.tokenId);
      const transfers = ofNft.filter((e) => e.eventName === 'Transfer');
      const sender = receipt.from.toLowerCase();
      const fromMatches =
        body.transfer.from === sender || transfers.some((e) => e.args.from === body.transfer.from);
      const toMatches =
        body.transfer.to === undefined ||
        body.transfer.to === receipt.to?.toLowerCase() ||
        transfers.some((e) => e.args.to === body.transfer.to);
      if (ofNft.length === 0 || !fromMatches || !toMatches) throw new HttpError(422, 'TRANSACTION_MISMATCH');
      return apply(setup, body.transfer.txId, receipt, events);
    },
  };
}
