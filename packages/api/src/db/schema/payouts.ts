import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';
import { amount, createdAt, identityId, idRef, uint256 } from './columns.ts';
import { users } from './users.ts';

/**
 * Payout events (CreditedERC20/ETH, WithdrawnERC20/ETH), one row per event, keyed like
 * chain_events: a wallet's pending balance per token is the sum of its credits minus its
 * withdrawals, so applying twice adds nothing and reverting an orphaned event is deleting its row.
 */
export const payoutMovements = pgTable(
  'payout_movements',
  {
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    /** CREDIT or WITHDRAW. */
    kind: text('kind').notNull(),
    /** The token, lowercased; the zero address for the native coin. */
    token: text('token').notNull(),
    currency: text('currency').notNull(),
    account: text('account').notNull(),
    /** Raw amount (wei / token base units). */
    amountRaw: uint256('amount_raw').notNull(),
    /** Whole-token units. */
    amount: amount('amount').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'payout_movements_pkey', columns: [t.chainId, t.txHash, t.logIndex] }),
    index('payout_movements_account_idx').on(t.account, t.token),
  ],
);

/** Payment.PaymentCreated: an on-chain receipt of paying for an item, one row per event. */
export const payments = pgTable(
  'payments',
  {
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    paymentId: uint256('payment_id').notNull(),
    hostContract: text('host_contract').notNull(),
    tokenId: uint256('token_id').notNull(),
    priceRaw: uint256('price_raw').notNull(),
    price: amount('price').notNull(),
    currency: text('currency').notNull(),
    paymentToken: text('payment_token').notNull(),
    payingAddress: text('paying_address').notNull(),
    receivingAddress: text('receiving_address').notNull(),
    tokenUri: text('token_uri').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'payments_pkey', columns: [t.chainId, t.txHash, t.logIndex] }),
    index('payments_paying_idx').on(t.payingAddress),
    index('payments_host_token_idx').on(t.hostContract, t.tokenId),
  ],
);

/**
 * A user's request to be paid the referral bonus of one sub category in one currency (the
 * referrals it covers are referral_claim_items). PENDING until an admin approves it; APPROVING
 * while the Payout credit is on its way; APPROVED with the credit's transaction hash.
 */
export const referralClaims = pgTable(
  'referral_claims',
  {
    id: identityId(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The wallet that signed and is credited, lowercased. */
    wallet: text('wallet').notNull(),
    subCategoryId: integer('sub_category_id').references(() => categories.id, { onDelete: 'set null' }),
    currency: text('currency').notNull(),
    count: integer('count').notNull(),
    totalPrice: amount('total_price').notNull(),
    percent: integer('percent').notNull(),
    payment: amount('payment').notNull(),
    status: text('status').notNull().default('PENDING'),
    /** The createdAt the wallet signed (ms since epoch) and the signature. */
    signedAt: bigint('signed_at', { mode: 'number' }).notNull(),
    signature: text('signature').notNull(),
    txHash: text('tx_hash'),
    approvedBy: idRef('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('referral_claims_user_created_idx').on(t.userId, t.createdAt),
    index('referral_claims_status_created_idx').on(t.status, t.createdAt),
    unique('referral_claims_signed_key').on(t.userId, t.signedAt, t.currency),
    uniqueIndex('referral_claims_open_key')
      .on(t.userId, t.subCategoryId, t.currency)
      .where(sql`status <> 'APPROVED'`),
  ],
);

/**
 * The referrals a claim covers, by their event key (not the referrals row id) and by the token
 * minted: a referral whose mint is orphaned and mined again gets a new row, and a new event key
 * when its logs land at other indexes, but it is the same token's mint and stays claimed. A token's
 * referral is in one claim (unique), so it is paid once.
 */
export const referralClaimItems = pgTable(
  'referral_claim_items',
  {
    claimId: idRef('claim_id')
      .notNull()
      .references(() => referralClaims.id, { onDelete: 'cascade' }),
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    /** The referral's minted token; null only for items whose referral was gone before 0035. */
    contractAddress: text('contract_address'),
    tokenId: uint256('token_id'),
  },
  (t) => [
    primaryKey({ name: 'referral_claim_items_pkey', columns: [t.chainId, t.txHash, t.logIndex] }),
    index('referral_claim_items_claim_idx').on(t.claimId),
    uniqueIndex('referral_claim_items_token_key').on(t.chainId, t.contractAddress, t.tokenId),
  ],
);

/**
 * Every transaction the api's operator wallet sends (chain/payout-credit.ts): a Payout credit, or
 * the one-time ERC-20 approval the credits need. It is signed locally and recorded here — hash,
 * nonce, raw signed bytes — before it is sent, so whatever happens after is settled against the
 * chain (its receipt, its Credited event, or its nonce taken by another transaction) and never
 * sent again blindly. `status`: UNKNOWN (signed and maybe sent: not settled yet), SUCCEEDED,
 * REVERTED (mined, credited nothing), DROPPED (its nonce went to another transaction: it never lands),
 * MINED_AFTER_DROPPED (settled as DROPPED, then its Credited event came: paid twice, for an operator).
 */
export const payoutTransactions = pgTable(
  'payout_transactions',
  {
    id: identityId(),
    chainId: integer('chain_id').notNull(),
    /** The operator wallet that signed it, lowercased. */
    sender: text('sender').notNull(),
    nonce: bigint('nonce', { mode: 'number' }).notNull(),
    txHash: text('tx_hash').notNull(),
    /** The signed transaction, sent again as is while it is not settled. */
    rawTx: text('raw_tx').notNull(),
    /** What it pays: STAKING_REWARD or REFERRAL_CLAIM (`purposeId` the row's id), or ALLOWANCE (no id). */
    purpose: text('purpose').notNull(),
    purposeId: idRef('purpose_id'),
    /** The token (the zero address for the native coin), lowercased. */
    token: text('token').notNull(),
    /** The wallet credited (the spender for an ALLOWANCE), lowercased. */
    account: text('account').notNull(),
    amountRaw: uint256('amount_raw').notNull(),
    status: text('status').notNull().default('UNKNOWN'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    unique('payout_transactions_tx_key').on(t.chainId, t.txHash),
    /** A nonce of the operator wallet is given to one transaction, whichever api replica signs it. */
    unique('payout_transactions_nonce_key').on(t.chainId, t.sender, t.nonce),
    /** Money leaves once: at most one credit of a reward or claim that is under way or succeeded. */
    uniqueIndex('payout_transactions_purpose_once')
      .on(t.purpose, t.purposeId)
      .where(sql`status in ('UNKNOWN', 'SUCCEEDED')`),
    index('payout_transactions_unknown_idx').on(t.chainId, t.sender).where(sql`status = 'UNKNOWN'`),
    /** The few DROPPED credits, looked at before each credit for one mined after all. */
    index('payout_transactions_dropped_idx').on(t.chainId).where(sql`status = 'DROPPED'`),
  ],
);
