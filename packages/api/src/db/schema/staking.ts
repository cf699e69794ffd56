import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { amount, createdAt, identityId, idRef, uint256, updatedAt } from './columns.ts';
import { nfts } from './nfts.ts';
import { users } from './users.ts';

/**
 * StakingVault's stakes as the chain has them (projection of Staked / Unstaked): recomputed from
 * `chain_events` for the stake ids a batch touches, so it is idempotent and a reorg that removes
 * an event puts the row back as it was (or deletes it).
 */
export const stakes = pgTable(
  'stakes',
  {
    chainId: integer('chain_id').notNull(),
    stakeId: uint256('stake_id').notNull(),
    owner: text('owner').notNull(),
    hostContract: text('host_contract').notNull(),
    tokenId: uint256('token_id').notNull(),
    /** LOCKED or FLEXIBLE. */
    stakeType: text('stake_type').notNull(),
    durationSeconds: bigint('duration_seconds', { mode: 'number' }).notNull(),
    stakedAt: timestamp('staked_at', { withTimezone: true }).notNull(),
    unlockAt: timestamp('unlock_at', { withTimezone: true }).notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    unstakedAt: timestamp('unstaked_at', { withTimezone: true }),
    unstakedTxHash: text('unstaked_tx_hash'),
    unstakedByAdmin: boolean('unstaked_by_admin'),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.stakeId] }),
    index('stakes_tx_idx').on(t.chainId, t.txHash),
    index('stakes_token_idx').on(t.chainId, t.hostContract, t.tokenId),
    // Locked stakes still staked, by their unlock time (the STAKE_UNLOCKED notifications' job).
    index('stakes_locked_unlock_idx')
      .on(t.chainId, t.unlockAt)
      .where(sql`${t.stakeType} = 'LOCKED' and ${t.unstakedAt} is null`),
  ],
);

/** Staking asset options (R-DATA-15): the value an NFT of a category earns interest on, in USDT. */
export const stakingAssets = pgTable(
  'staking_assets',
  {
    id: identityId(),
    /** The top-level category the option is for (`assetId` in the answers). */
    categoryId: integer('category_id').notNull(),
    assetType: text('asset_type').notNull(),
    assetTier: text('asset_tier').notNull(),
    value: amount('value').notNull(),
  },
  (t) => [unique('staking_assets_category_tier_key').on(t.categoryId, t.assetTier)],
);

/** Staking duration options (R-DATA-15): code, LOCKED/FLEXIBLE, duration in ms (0 flexible), apy fraction. */
export const stakingDurations = pgTable('staking_durations', {
  id: identityId(),
  code: text('code').notNull().unique(),
  type: text('type').notNull(),
  durationMs: bigint('duration_ms', { mode: 'number' }).notNull(),
  apy: amount('apy').notNull(),
  position: integer('position').notNull().default(0),
});

/**
 * A user's staking record: created by the api (CREATED), confirmed by the chain (its recorded
 * transaction holds the vault's Staked event of this NFT by this wallet), then CLAIMED or
 * CANCELLED by the api once the chain returned the NFT. CONFIRMED is never stored: it is read
 * from `stakes`, so a reorg that drops the stake shows the record CREATED again.
 */
export const stakingRecords = pgTable(
  'staking_records',
  {
    id: identityId(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerAddress: text('owner_address').notNull(),
    nftId: idRef('nft_id')
      .notNull()
      .references(() => nfts.id, { onDelete: 'cascade' }),
    tokenId: uint256('token_id').notNull(),
    contractAddress: text('contract_address').notNull(),
    assetId: idRef('asset_id').notNull(),
    assetValue: amount('asset_value').notNull(),
    code: text('code').notNull(),
    type: text('type').notNull(),
    durationMs: bigint('duration_ms', { mode: 'number' }).notNull(),
    apy: amount('apy').notNull(),
    amount: text('amount').notNull().default('0'),
    /** CREATED, CLAIMED or CANCELLED (CONFIRMED is derived from `stakes`). */
    status: text('status').notNull().default('CREATED'),
    transactionHash: text('transaction_hash'),
    /** Last interest claim (FLEXIBLE), or the final claim/cancel. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('staking_records_user_idx').on(t.userId, t.createdAt),
    // Once-only rules (docs/once-only-rules.md): one record waiting for its transfer per NFT, and
    // a stake (its transaction, of this NFT) confirms at most one record, whatever its status.
    uniqueIndex('staking_records_open_nft_key')
      .on(t.nftId)
      .where(sql`${t.status} = 'CREATED' and ${t.transactionHash} is null`),
    uniqueIndex('staking_records_stake_key')
      .on(t.transactionHash, t.contractAddress, t.tokenId)
      .where(sql`${t.transactionHash} is not null`),
  ],
);

/** Interest paid out for a staking record (the Claim History, type=REWARDS). */
export const stakingRewards = pgTable(
  'staking_rewards',
  {
    id: identityId(),
    stakingId: idRef('staking_id')
      .notNull()
      .references(() => stakingRecords.id, { onDelete: 'cascade' }),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** CLAIM (flexible interest, LOCKED at the end) or CANCEL. */
    kind: text('kind').notNull(),
    days: integer('days').notNull(),
    amount: amount('amount').notNull(),
    currency: text('currency').notNull().default('USDT'),
    /**
     * The Payout credit: PENDING (not sent yet), PAYING (a credit is under way; with `txHash` it was
     * sent but its receipt never came, so it is never sent again by itself), PAID (`txHash` is the
     * credit), FAILED (nothing was credited: retried on the staker's next claim or Claim History).
     */
    payoutStatus: text('payout_status').notNull().default('PENDING'),
    txHash: text('tx_hash'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('staking_rewards_user_idx').on(t.userId, t.createdAt),
    index('staking_rewards_unpaid_idx').on(t.userId).where(sql`${t.payoutStatus} in ('PENDING', 'FAILED')`),
  ],
);
