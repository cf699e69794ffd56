import {
  type CreateStakingBody,
  PurchaseStatus,
  type SettlingStake,
  STAKING,
  type StakeRefusal,
  type StakeSettlementResult,
  type StakingActionBody,
  type StakingMethod,
  type StakingPayoutStatus,
  type StakingRecord,
  type StakingTransferBody,
  settleStakeCancel,
  settleStakeClaim,
} from '@vrmarket/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Hex } from 'viem';
import { type Db, rawRows } from '../../db/database.ts';
import { stakingRecords, stakingRewards } from '../../db/schema/index.ts';
import { conflictOn } from '../../http/conflict.ts';
import { HttpError } from '../../http/errors.ts';
import type { StakingContext } from './context.ts';
import { checkOwnRecord, loadRecord, settlingStake, statusOf, toRecord } from './records.ts';
import type { RewardPayer } from './reward-payer.ts';

/** A closed record is a conflict; a stake not yet claimable is a request the client cannot make now. */
const refusalError = (refusal: StakeRefusal) =>
  new HttpError(refusal === 'STAKING_CLOSED' ? 409 : 422, refusal);

/**
 * Staking's writes: a record, its transfer confirmed from the chain, and the claim or cancel that
 * closes or pays it (the rules in domain rules/staking-settlement.ts).
 */
export function createStakingWrites({
  db,
  record,
  context,
  rewards,
}: {
  db: Db;
  /** Records a transaction of our contracts (the transactions module): applies its events. */
  record: (txHash: Hex) => Promise<unknown>;
  context: StakingContext;
  rewards: Pick<RewardPayer, 'payRewards'>;
}) {
  const { setup, chainNow, walletOf } = context;

  /**
   * Closes or pays a confirmed stake in one transaction (the record row locked): `decide` (a rule of
   * the domain) gets the stake and the chain's now and returns the new status, the interest and the
   * days it covers, or why not.
   */
  async function settle(
    id: number,
    userId: number,
    body: StakingActionBody,
    decide: (stake: SettlingStake, now: number) => StakeSettlementResult,
  ) {
    const { chainId } = await setup();
    const before = await loadRecord(db, chainId, id);
    checkOwnRecord(before, userId, body);
    if (body.transactionHash) await record(body.transactionHash);
    const now = await chainNow();
    const result = await db.transaction(async (tx) => {
      const row = await loadRecord(tx, chainId, id, true);
      const decision = decide(settlingStake(row), now);
      if ('refused' in decision) throw refusalError(decision.refused);
      const at = new Date(now);
      await tx
        .update(stakingRecords)
        .set({ status: decision.status, claimedAt: at, updatedAt: new Date() })
        .where(eq(stakingRecords.id, id));
      const [reward] =
        decision.reward > 0
          ? await tx
              .insert(stakingRewards)
              .values({
                stakingId: id,
                userId,
                kind: decision.kind,
                days: decision.days,
                amount: String(decision.reward),
                createdAt: at,
              })
              .returning({ id: stakingRewards.id })
          : [];
      return { ...decision, rewardId: reward?.id };
    });
    // The interest is credited once the settlement is committed (with any reward left unpaid before).
    await rewards.payRewards(userId);
    const [payout] = result.rewardId
      ? await db
          .select({ status: stakingRewards.payoutStatus, txHash: stakingRewards.txHash })
          .from(stakingRewards)
          .where(eq(stakingRewards.id, result.rewardId))
      : [];
    const data = toRecord(await loadRecord(db, chainId, id));
    return {
      data,
      reward: {
        amount: String(result.reward),
        days: result.days,
        payoutStatus: (payout?.status as StakingPayoutStatus | undefined) ?? null,
        txHash: payout?.txHash ?? null,
      },
    };
  }

  return {
    /** `POST staking-nft/{nftId}`: a CREATED record of an NFT the caller's wallet owns. */
    async create(nftId: number, userId: number, body: CreateStakingBody): Promise<StakingRecord> {
      const wallet = await walletOf(userId);
      const { chainId } = await setup();
      const [nft] = await rawRows<{
        token_id: string | null;
        contract_address: string | null;
        owner_address: string | null;
        purchase_status: number;
        onchain: boolean;
        in_used: boolean;
        category_id: number;
        asset_tier: string | null;
      }>(
        db,
        sql`select token_id::text, contract_address, owner_address, purchase_status, onchain, in_used, category_id,
              asset_tier from nfts where id = ${nftId}`,
      );
      if (!nft) throw new HttpError(404, 'NFT_NOT_FOUND');
      if (nft.token_id !== body.tokenId || nft.contract_address !== body.contractAddress)
        throw new HttpError(422, 'TRANSACTION_MISMATCH');
      if (
        nft.owner_address !== wallet ||
        !nft.onchain ||
        nft.in_used ||
        nft.purchase_status !== PurchaseStatus.OWNED
      )
        throw new HttpError(403, 'NOT_NFT_OWNER');
      const [asset] = await rawRows<{ id: string; value: string }>(
        db,
        sql`select id::text, value::text from staking_assets where category_id = ${nft.category_id}
            order by (asset_tier = coalesce(${nft.asset_tier}, '')) desc, id limit 1`,
      );
      if (!asset) throw new HttpError(422, 'STAKING_ASSET_NOT_FOUND');
      const [duration] = await rawRows<{
        code: string;
        type: StakingMethod;
        duration_ms: string;
        apy: string;
      }>(
        db,
        sql`select code, type, duration_ms::text, apy::text from staking_durations where code = ${body.code}`,
      );
      const days = duration ? Number(duration.duration_ms) / STAKING.dayMs : -1;
      if (!duration || Number(body.amount) !== days) throw new HttpError(422, 'STAKING_DURATION_INVALID');

      // One record waits for its transfer per NFT: the database's partial unique index decides
      // between parallel requests (a read before the insert let several in).
      const id = await db
        .insert(stakingRecords)
        .values({
          userId,
          ownerAddress: wallet,
          nftId,
          tokenId: body.tokenId,
          contractAddress: body.contractAddress,
          assetId: Number(asset.id),
          assetValue: asset.value,
          code: duration.code,
          type: duration.type,
          durationMs: Number(duration.duration_ms),
          apy: duration.apy,
          amount: body.amount,
        })
        .returning({ id: stakingRecords.id })
        .then(([row]) => row!.id)
        .catch(conflictOn({ staking_records_open_nft_key: 'STAKING_EXISTS' }));
      return toRecord(await loadRecord(db, chainId, id));
    },

    /**
     * Records the staking transfer: the transaction is read from the chain and applied, and only a
     * Staked event of this NFT, from the record's wallet, with the record's type and duration
     * confirms it. Otherwise nothing is saved (422 STAKING_NOT_CONFIRMED).
     */
    async recordTransfer(id: number, userId: number, body: StakingTransferBody): Promise<StakingRecord> {
      const { chainId } = await setup();
      const row = await loadRecord(db, chainId, id);
      checkOwnRecord(row, userId, body);
      if (row.stored_status !== 'CREATED') throw new HttpError(409, 'STAKING_CLOSED');
      if (statusOf(row) === 'CONFIRMED') return toRecord(row);
      await record(body.transactionHash);
      const [stake] = await rawRows<{ stake_id: string }>(
        db,
        sql`select stake_id::text from stakes where chain_id = ${chainId} and tx_hash = ${body.transactionHash}
              and host_contract = ${row.contract_address} and token_id = ${row.token_id}::numeric
              and owner = ${row.owner_address} and stake_type = ${row.type}
              and duration_seconds * 1000 = ${Number(row.duration_ms)} and unstaked_at is null`,
      );
      if (!stake) throw new HttpError(422, 'STAKING_NOT_CONFIRMED');
      // A stake confirms one record: the unique index refuses a stake another record holds.
      const linked = await db
        .update(stakingRecords)
        .set({ transactionHash: body.transactionHash, updatedAt: new Date() })
        .where(and(eq(stakingRecords.id, id), eq(stakingRecords.status, 'CREATED')))
        .returning({ id: stakingRecords.id })
        .catch(conflictOn({ staking_records_stake_key: 'STAKING_TRANSFER_USED' }));
      if (linked.length === 0) throw new HttpError(409, 'STAKING_CLOSED');
      return toRecord(await loadRecord(db, chainId, id));
    },

    /**
     * LOCKED: after the end date, once the vault gave the NFT back (the body's unstake hash is
     * recorded first): the whole duration's interest, CLAIMED. FLEXIBLE: 30 days after the last
     * claim (or the start), the interest since then; the stake goes on (CLAIMED if the NFT is back).
     */
    claim(id: number, userId: number, body: StakingActionBody) {
      return settle(id, userId, body, settleStakeClaim);
    },

    /**
     * A CREATED record (never staked) is cancelled outright. A FLEXIBLE stake, once the vault gave
     * the NFT back: the interest since the last claim, but none when it was held under a month.
     * A LOCKED stake cannot be cancelled before its end (the vault keeps the NFT); after, as claim.
     */
    cancel(id: number, userId: number, body: StakingActionBody) {
      return settle(id, userId, body, settleStakeCancel);
    },
  };
}
