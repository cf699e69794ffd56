import { chainFor, payoutAbi } from '@vrmarket/contracts';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  keccak256,
  maxUint256,
  zeroAddress,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Config } from '../config.ts';
import { type Db, rawRows } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { DeploymentsReader } from './deployments.ts';
import { ChainRefusedError } from './errors.ts';
import type { MinterRoleCheck } from './minter-roles.ts';
import { createTransactionOutcomes, type Outcome, type RecordedTransaction } from './payout-outcome.ts';

export type PayoutCredit = {
  /** The ERC-20 token, or the zero address for the native coin. */
  token: Address;
  /** The wallet credited. */
  account: Address;
  /** Raw amount (token base units / wei), > 0. */
  amount: bigint;
};

/** What a credit pays: a staking reward or a referral claim, by its row's id. */
export type PayoutPurpose = 'STAKING_REWARD' | 'REFERRAL_CLAIM';

/**
 * The row a credit pays, kept by its own module: each function is one conditional update run in
 * the transaction that records or settles the credit, so the row and its credit never disagree.
 */
export type PayoutOwner = {
  /** Its credit is signed and recorded (about to be sent): the row shows the hash. */
  sent(db: Db, id: number, txHash: Hex): Promise<unknown>;
  /** Its credit was mined and succeeded. */
  paid(db: Db, id: number, txHash: Hex): Promise<unknown>;
  /** Nothing was credited (failed before signing, reverted, or never mined): it may be taken again. */
  unpaid(db: Db, id: number): Promise<unknown>;
  /** The rows taken for a credit (PAYING / APPROVING), with the hash they show: settled at start. */
  taken(db: Db): Promise<{ id: number; txHash: string | null }[]>;
};

export type PayoutDeps = {
  db: Db;
  config: { chain: Pick<Config['chain'], 'rpcUrl' | 'chainId' | 'minterPrivateKey'> };
  deployments: Pick<DeploymentsReader, 'contracts'>;
  owners: Record<PayoutPurpose, PayoutOwner>;
  /** Nothing is signed with the key before the check that it is no contract admin has passed. */
  minterRoles: Pick<MinterRoleCheck, 'requirePassed'>;
  log: Pick<Logger, 'warn' | 'error'>;
};

/** How long a sent transaction's receipt is waited for before its outcome is left unknown. */
const RECEIPT_TIMEOUT_MS = 60_000;
/** How often a start whose settlement is unfinished (the chain unreachable) tries again. */
const SETTLE_RETRY_MS = 15_000;
/** Nonces tried when other api replicas sign at the same moment. */
const NONCE_ATTEMPTS = 5;

/**
 * The credit failed. `txHash` is set when the credit was sent but its outcome is not known yet
 * (the chain did not answer): it stays taken and is settled against the chain, never sent again.
 * Without it nothing was credited, and the reward or claim may be taken again.
 */
export class PayoutCreditError extends ChainRefusedError {
  constructor(
    readonly txHash?: Hex,
    options?: { cause?: unknown },
  ) {
    super('failed', 'PAYOUT_FAILED');
    if (options?.cause) this.cause = options.cause;
  }
}

const TX_COLUMNS = sql`id::int, chain_id, sender, nonce::int, tx_hash, raw_tx, purpose, purpose_id::int, status`;
type TxRow = RecordedTransaction & { id: number; purpose: string; purpose_id: number | null; status: string };

export type Payouts = ReturnType<typeof createPayouts>;

/**
 * Credits on the Payout contract from the api's operator wallet (MINTER_PRIVATE_KEY, Payout's
 * OPERATOR_ROLE), paid exactly once (DESIGN.md "Rules that must hold once"). Each transaction is
 * signed here with an explicit nonce and recorded in payout_transactions (hash, nonce, raw bytes)
 * before it is sent; any failure after signing is an unknown outcome, settled against the chain
 * (payout-outcome.ts) before the wallet sends anything else. The database holds the rules: one
 * credit under way or succeeded per reward or claim (`payout_transactions_purpose_once`), one
 * transaction per nonce across api replicas (`payout_transactions_nonce_key`). In one process the
 * wallet sends one transaction at a time.
 */
export function createPayouts({ db, config, deployments, owners, minterRoles, log }: PayoutDeps) {
  const { rpcUrl, chainId, minterPrivateKey } = config.chain;
  const account = minterPrivateKey ? privateKeyToAccount(minterPrivateKey) : undefined;
  const sender = account?.address.toLowerCase();
  const chain = chainFor({ rpcUrl, chainId });
  const transport = http(rpcUrl, { retryCount: 0, timeout: 10_000 });
  const client = createPublicClient({ chain, transport, cacheTime: 0 });
  const wallet = account ? createWalletClient({ chain, transport, account }) : undefined;
  const outcomes = createTransactionOutcomes({ db, client, chainId, log });

  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run);
    queue = next.catch(() => undefined);
    return next;
  };

  const liveOf = async (purpose: string, id: number) => {
    const [row] = await rawRows<TxRow>(
      db,
      sql`select ${TX_COLUMNS} from payout_transactions where purpose = ${purpose} and purpose_id = ${id}
            and status in ('UNKNOWN', 'SUCCEEDED')`,
    );
    return row;
  };

  /** Stores a known outcome, and the owner row's with it (once: whoever settles it first). */
  async function store(row: TxRow, outcome: Outcome) {
    if (outcome === 'UNKNOWN') return;
    await db.transaction(async (tx) => {
      const [changed] = await rawRows(
        tx,
        sql`update payout_transactions set status = ${outcome}, settled_at = now()
            where id = ${row.id} and status = 'UNKNOWN' returning id`,
      );
      const owner = owners[row.purpose as PayoutPurpose];
      if (!changed || !owner || row.purpose_id === null) return;
      if (outcome === 'SUCCEEDED') await owner.paid(tx, row.purpose_id, row.tx_hash);
      else await owner.unpaid(tx, row.purpose_id);
    });
  }

  async function settleRow(row: TxRow, waitMs = 0): Promise<Outcome> {
    const outcome = await outcomes.of(row, waitMs);
    await store(row, outcome);
    return outcome;
  }

  /**
   * A credit settled as DROPPED whose Credited event the indexer has stored since was mined after
   * all: its reward or claim was paid by a later credit too (paid twice; ADR 0062 says when that can
   * still happen). Each is marked MINED_AFTER_DROPPED once and reported as an error for an operator.
   */
  async function reportMinedAfterDropped() {
    const twice = await rawRows<{ id: number; purpose: string; purpose_id: number | null; tx_hash: string }>(
      db,
      sql`update payout_transactions t set status = 'MINED_AFTER_DROPPED'
          where t.chain_id = ${chainId} and t.status = 'DROPPED' and exists (
            select 1 from payout_movements m
            where m.chain_id = t.chain_id and m.tx_hash = t.tx_hash and m.kind = 'CREDIT')
          returning t.id::int, t.purpose, t.purpose_id::int, t.tx_hash`,
    );
    for (const row of twice)
      log.error(
        { txHash: row.tx_hash, purpose: row.purpose, id: row.purpose_id },
        'a payout credit settled as dropped was mined: it was paid twice',
      );
  }

  /** Settles every unknown transaction of the chain; answers how many of this wallet stay unknown. */
  async function settleOpen(): Promise<number> {
    await reportMinedAfterDropped();
    const open = await rawRows<TxRow>(
      db,
      sql`select ${TX_COLUMNS} from payout_transactions where chain_id = ${chainId} and status = 'UNKNOWN'
          order by sender, nonce`,
    );
    let left = 0;
    for (const row of open) if ((await settleRow(row)) === 'UNKNOWN' && row.sender === sender) left += 1;
    return left;
  }

  /**
   * Signs `request` with the next nonce, records it (and the owner row's hash) in one transaction,
   * then sends it and waits for its outcome. A nonce another replica recorded first is skipped; a
   * purpose already under way or paid is not signed again: that transaction's outcome is answered.
   */
  async function sendRecorded(
    purpose: PayoutPurpose | 'ALLOWANCE',
    purposeId: number | null,
    request: { to: Address; data: Hex; value?: bigint },
    what: PayoutCredit,
  ): Promise<{ row: TxRow; outcome: Outcome }> {
    const from = account!.address;
    for (let attempt = 1; ; attempt += 1) {
      const [pending, [last]] = await Promise.all([
        client.getTransactionCount({ address: from, blockTag: 'pending' }),
        rawRows<{ next: number | null }>(
          db,
          sql`select (max(nonce) + 1)::int as next from payout_transactions
              where chain_id = ${chainId} and sender = ${sender}`,
        ),
      ]);
      const nonce = Math.max(pending, last?.next ?? 0);
      const prepared = await wallet!.prepareTransactionRequest({ ...request, nonce });
      const raw = await wallet!.signTransaction(prepared);
      const hash = keccak256(raw);
      try {
        const row = await db.transaction(async (tx) => {
          const [inserted] = await rawRows<TxRow>(
            tx,
            sql`insert into payout_transactions
                  (chain_id, sender, nonce, tx_hash, raw_tx, purpose, purpose_id, token, account, amount_raw)
                values (${chainId}, ${sender}, ${nonce}, ${hash}, ${raw}, ${purpose}, ${purposeId},
                  ${what.token.toLowerCase()}, ${what.account.toLowerCase()}, ${what.amount.toString()})
                returning ${TX_COLUMNS}`,
          );
          if (purpose !== 'ALLOWANCE' && purposeId !== null) await owners[purpose].sent(tx, purposeId, hash);
          return inserted!;
        });
        // From here on the outcome is the chain's: a lost answer is settled, never sent anew.
        await client.sendRawTransaction({ serializedTransaction: raw }).catch((err: unknown) => {
          log.warn({ err, txHash: hash }, 'payout transaction sent without an answer: settling it');
        });
        return { row, outcome: await settleRow(row, RECEIPT_TIMEOUT_MS) };
      } catch (error) {
        if (isUniqueViolation(error, 'payout_transactions_nonce_key') && attempt < NONCE_ATTEMPTS) continue;
        if (isUniqueViolation(error, 'payout_transactions_purpose_once') && purposeId !== null) {
          const live = await liveOf(purpose, purposeId);
          if (live) return { row: live, outcome: await settleRow(live, RECEIPT_TIMEOUT_MS) };
        }
        throw error;
      }
    }
  }

  async function credit(purpose: PayoutPurpose, id: number, what: PayoutCredit): Promise<Hex> {
    const payout = (await deployments.contracts())?.Payout;
    let signing = false;
    try {
      if (!wallet || !payout) throw new ChainRefusedError('unavailable', 'FEATURE_NOT_AVAILABLE');
      if (what.amount <= 0n) throw new ChainRefusedError('invalid', 'VALIDATION_FAILED');
      await minterRoles.requirePassed();
      // Nothing is sent while an earlier transaction of the wallet is not settled.
      if ((await settleOpen()) > 0) throw new PayoutCreditError();
      const native = what.token.toLowerCase() === zeroAddress;
      if (!native) {
        const allowance = await client.readContract({
          address: what.token,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [account!.address, payout],
        });
        if (allowance < what.amount) {
          const approval = await sendRecorded(
            'ALLOWANCE',
            null,
            {
              to: what.token,
              data: encodeFunctionData({
                abi: erc20Abi,
                functionName: 'approve',
                args: [payout, maxUint256],
              }),
            },
            { token: what.token, account: payout, amount: maxUint256 },
          );
          if (approval.outcome !== 'SUCCEEDED') throw new PayoutCreditError();
        }
      }
      const data = native
        ? encodeFunctionData({
            abi: payoutAbi,
            functionName: 'creditETH',
            args: [[what.account], [what.amount]],
          })
        : encodeFunctionData({
            abi: payoutAbi,
            functionName: 'creditERC20',
            args: [what.token, [what.account], [what.amount]],
          });
      signing = true;
      const { row, outcome } = await sendRecorded(
        purpose,
        id,
        { to: payout, data, ...(native ? { value: what.amount } : {}) },
        what,
      );
      if (outcome === 'SUCCEEDED') return row.tx_hash;
      throw new PayoutCreditError(outcome === 'UNKNOWN' ? row.tx_hash : undefined);
    } catch (error) {
      // Failed before its transaction was recorded (no key, simulation, RPC, a nonce race): nothing
      // was credited. After, the settlement has already set the owner row.
      if (!signing || !(error instanceof PayoutCreditError)) {
        if (!(await liveOf(purpose, id))) await owners[purpose].unpaid(db, id);
      }
      if (error instanceof ChainRefusedError) throw error;
      // The answer says only that the credit failed: the log keeps why (a revert, the RPC, a nonce).
      log.warn({ err: error, purpose, id }, 'payout credit failed before it was sent');
      throw new PayoutCreditError(undefined, { cause: error });
    }
  }

  /**
   * At start: settles every unknown transaction, then every reward or claim left taken by a
   * stopped api — paid when its credit succeeded, put back when nothing was signed for it.
   * Answers whether everything is settled (false: the chain did not answer, try again later).
   */
  async function settleAtStart(): Promise<boolean> {
    const left = await serial(settleOpen);
    for (const [purpose, owner] of Object.entries(owners)) {
      for (const taken of await owner.taken(db)) {
        const live = await liveOf(purpose, taken.id);
        if (live?.status === 'SUCCEEDED') await owner.paid(db, taken.id, live.tx_hash);
        else if (!live && !taken.txHash) await owner.unpaid(db, taken.id);
        else if (!live) await settleUnrecorded(owner, taken.id, taken.txHash as Hex);
      }
    }
    return left === 0;
  }

  /** A credit sent before payout_transactions existed (no nonce, no raw bytes): by its receipt only. */
  async function settleUnrecorded(owner: PayoutOwner, id: number, txHash: Hex) {
    const [known] = await rawRows(db, sql`select 1 from payout_transactions where tx_hash = ${txHash}`);
    const outcome = known ? 'REVERTED' : await outcomes.byReceipt(txHash);
    if (outcome === 'SUCCEEDED') await owner.paid(db, id, txHash);
    else if (outcome === 'REVERTED') await owner.unpaid(db, id);
    else log.warn({ txHash }, 'a credit sent before payouts were recorded is not mined: left taken');
  }

  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  return {
    /** Credits `what` for a reward or claim once (see PayoutCreditError for failures). */
    credit: (purpose: PayoutPurpose, id: number, what: PayoutCredit) =>
      serial(() => credit(purpose, id, what)),
    /** Settles the unknown transactions against the chain (their owner rows with them). */
    settle: () => serial(settleOpen),
    settleAtStart,
    /**
     * main, before listening: settles what a stopped api left (settleAtStart), then again every
     * 15 s while the chain leaves something unknown. Resolves after the first round.
     */
    start(): Promise<void> {
      // The taken rows are looked at before this api's own requests take any; later rounds only
      // settle the transactions still unknown.
      let started = false;
      const run = () =>
        (started ? serial(settleOpen).then((left) => left === 0) : settleAtStart())
          .then((done) => {
            started = true;
            return done;
          })
          .catch((err: unknown) => {
            log.error({ err }, 'payout settlement failed');
            return false;
          })
          .then((done) => {
            if (!done && !stopped) timer = setTimeout(run, SETTLE_RETRY_MS).unref();
          });
      return run();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
