import {
  type CreateStakingBody,
  currencyDecimals,
  PurchaseStatus,
  pageOffset,
  STAKING,
  type StakeableNft,
  type StakeableQuery,
  type StakingActionBody,
  type StakingAsset,
  type StakingConfigs,
  type StakingDuration,
  type StakingHistoryQuery,
  type StakingListQuery,
  StakingMethod,
  type StakingPayoutStatus,
  type StakingRecord,
  type StakingReward,
  type StakingTransferBody,
  stakingDays,
  stakingEarned,
  toCurrency,
} from '@vrmarket/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Address, type Hex, parseUnits } from 'viem';
import type { ChainClient } from '../../chain/client.ts';
import type { ChainSetup } from '../../chain/contracts.ts';
import type { DeploymentsReader } from '../../chain/deployments.ts';
import type { Payouts } from '../../chain/payout-credit.ts';
import { type Db, rawRows } from '../../db/database.ts';
import { stakingRecords, stakingRewards, users } from '../../db/schema/index.ts';
import { conflictOn } from '../../http/conflict.ts';
import { HttpError } from '../../http/errors.ts';

type Dependencies = {
  db: Db;
  chain: ChainClient;
  deployments: () => Promise<ChainSetup | null>;
  /** Records a transaction of our contracts (the transactions module): applies its events. */
  record: (txHash: Hex) => Promise<unknown>;
  /** The deployed addresses (the reward token's). */
  contracts: DeploymentsReader['contracts'];
  /** The Payout credits (chain/payout-credit.ts), paid once each. */
  payouts: Pick<Payouts, 'credit' | 'settle'>;
};

export type StakingService = ReturnType<typeof createStakingService>;

type RecordRow = {
  id: string;
  user_id: string;
  owner_address: string;
  nft_id: string;
  token_id: string;
  contract_address: string;
  asset_id: string;
  asset_value: string;
  asset_type: string | null;
  code: string;
  type: StakingMethod;
  duration_ms: string;
  apy: string;
  amount: string;
  stored_status: string;
  transaction_hash: string | null;
  claimed_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  title: string;
  image: string | null;
  category_id: number;
  stake_id: string | null;
  staked_at: Date | string | null;
  unlock_at: Date | string | null;
  unstaked_at: Date | string | null;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const ms = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/** CONFIRMED is never stored: a CREATED record whose recorded transaction staked this NFT is. */
const statusOf = (row: Pick<RecordRow, 'stored_status' | 'stake_id'>) =>
  row.stored_status === 'CREATED' && row.stake_id !== null
    ? ('CONFIRMED' as const)
    : (row.stored_status as StakingRecord['status']);

function toRecord(row: RecordRow): StakingRecord {
  return {
    _id: row.id,
    tokenId: row.token_id,
    contractAddress: row.contract_address,
    nftId: row.nft_id,
    nft: [
      {
        components: { customTitle: row.title },
        metadata: { image: row.image },
        categoryId: row.category_id,
      },
    ],
    assets: [{ id: row.asset_id, value: row.asset_value, assetType: row.asset_type ?? '' }],
    apy: Number(row.apy),
    duration: Number(row.duration_ms),
    code: row.code,
    type: row.type,
    status: statusOf(row),
    startDate: iso(row.staked_at),
    endDate: row.type === StakingMethod.LOCKED ? iso(row.unlock_at) : null,
    claimedAt: ms(row.claimed_at),
    transactionHash: row.transaction_hash,
    amount: row.amount,
    updatedAt: iso(row.updated_at)!,
    createdAt: iso(row.created_at)!,
    stakeId: row.stake_id,
    returned: row.unstaked_at !== null,
  };
}

/** The record columns with the NFT, the asset option and the chain's stake (when confirmed). */
const recordSelect = (chainId: number, where: SQL, tail: SQL = sql``) => sql`
  select r.id::text, r.user_id::text, r.owner_address, r.nft_id::text, r.token_id::text, r.contract_address,
    r.asset_id::text, r.asset_value::text, a.asset_type, r.code, r.type, r.duration_ms::text, r.apy::text,
    r.amount, r.status as stored_status, r.transaction_hash, r.claimed_at, r.created_at, r.updated_at,
    coalesce(nullif(n.components->>'customTitle', ''), n.title) as title, n.metadata->>'image' as image,
    n.category_id,
    s.stake_id::text, s.staked_at, s.unlock_at, s.unstaked_at
  from staking_records r
  join nfts n on n.id = r.nft_id
  left join staking_assets a on a.id = r.asset_id
  left join stakes s on s.chain_id = ${chainId} and r.transaction_hash is not null
    and s.tx_hash = r.transaction_hash and s.host_contract = r.contract_address
    and s.token_id = r.token_id and s.owner = r.owner_address
  where ${where} ${tail}`;

const DERIVED_STATUS = sql`(case when r.status = 'CREATED' and s.stake_id is not null then 'CONFIRMED' else r.status end)`;

/**
 * Staking (R-STAKE-3, R-STAKE-4, R-STAKE-5). The chain holds the NFT and enforces the lock (StakingVault);
 * the api keeps the records, the options, the 30-day interest rule and the interest paid, and
 * confirms every step from the chain: a record is CONFIRMED only by its transaction's Staked
 * event, CLAIMED / CANCELLED only once the vault gave the NFT back (Unstaked). The rules run on the
 * chain's clock (latest block time), the same clock the vault's lock uses.
 */
export function createStakingService({ db, chain, deployments, record, contracts, payouts }: Dependencies) {
  async function setup() {
    const found = await deployments();
    if (!found) throw new HttpError(503, 'SOMETHING_WRONG_TRY_LATER');
    return found;
  }

  /** Now, by the chain's clock (ms). */
  async function chainNow(): Promise<number> {
    const block = await chain.getBlock({ blockTag: 'latest' });
    return Number(block.timestamp) * 1000;
  }

  /** The user's linked wallet; 403 when `address` is given and is not it. */
  async function walletOf(userId: number, address?: string): Promise<string> {
    const [user] = await db.select({ publicKey: users.publicKey }).from(users).where(eq(users.id, userId));
    if (!user) throw new HttpError(401, 'UNAUTHORIZED');
    if (!user.publicKey) throw new HttpError(403, 'FORBIDDEN');
    if (address !== undefined && user.publicKey !== address) throw new HttpError(403, 'FORBIDDEN');
    return user.publicKey;
  }

  async function loadRecord(db: Db, chainId: number, id: number, lock = false) {
    const [row] = await rawRows<RecordRow>(
      db,
      recordSelect(chainId, sql`r.id = ${id}`, lock ? sql`for update of r` : sql``),
    );
    if (!row) throw new HttpError(404, 'STAKING_NOT_FOUND');
    return row;
  }

  /** The record must be the caller's and name the NFT the body names. */
  function checkOwnRecord(
    row: RecordRow,
    userId: number,
    body: { tokenId: string; contractAddress: string },
  ) {
    if (Number(row.user_id) !== userId) throw new HttpError(403, 'FORBIDDEN');
    if (row.token_id !== body.tokenId || row.contract_address !== body.contractAddress)
      throw new HttpError(422, 'TRANSACTION_MISMATCH');
  }

  /** The reward token's address and decimals (USDT: the deployed test token locally). */
  async function rewardToken(currency: string): Promise<{ token: Address; decimals: number }> {
    const known = toCurrency(currency);
    const token = known && known !== 'ETH' ? (await contracts())?.[known] : undefined;
    if (!known || !token) throw new HttpError(503, 'FEATURE_NOT_AVAILABLE');
    return { token, decimals: currencyDecimals(known) };
  }

  /**
   * Credits the user's unpaid rewards (PENDING, or FAILED before) on the Payout contract, one by
   * one, to the wallet that staked. Credits whose outcome was not known are settled against the
   * chain first. Each row is taken by a conditional update (→ PAYING), so two calls never pay it
   * twice, and its credit is paid once (chain/payout-credit.ts): PAID, FAILED (nothing credited:
   * retried by the next call; the round stops), or PAYING with its hash while the chain has not
   * told its outcome. A chain failure never throws: the rewards stay recorded whatever it does.
   */
  async function payRewards(userId: number) {
    await payouts.settle();
    const taken = await rawRows<{ id: string; amount: string; currency: string; wallet: string }>(
      db,
      sql`update staking_rewards w set payout_status = 'PAYING'
          from staking_records r
          where r.id = w.staking_id and w.user_id = ${userId} and w.payout_status in ('PENDING', 'FAILED')
          returning w.id::text, w.amount::text, w.currency, r.owner_address as wallet`,
    );
    /** The rewards taken by this call and not sent wait for the next one. */
    const putBack = async (rest: typeof taken) => {
      if (rest.length > 0)
        await db.execute(
          sql`update staking_rewards set payout_status = 'FAILED'
              where id in (${sql.join(
                rest.map((r) => sql`${Number(r.id)}`),
                sql`, `,
              )}) and payout_status = 'PAYING'`,
        );
    };
    for (const [index, reward] of taken.entries()) {
      let token: { token: Address; decimals: number };
      try {
        token = await rewardToken(reward.currency);
      } catch {
        return putBack(taken.slice(index));
      }
      try {
        await payouts.credit('STAKING_REWARD', Number(reward.id), {
          token: token.token,
          account: reward.wallet as Address,
          amount: parseUnits(reward.amount, token.decimals),
        });
      } catch {
        // This reward's state is its credit's (FAILED, or PAYING while unknown).
        return putBack(taken.slice(index + 1));
      }
    }
  }

  /**
   * Closes or pays a confirmed stake in one transaction (the record row locked): `decide` gets
   * the row and the chain's now and returns the new status, the interest and the days it covers.
   */
  async function settle(
    id: number,
    userId: number,
    body: StakingActionBody,
    decide: (row: RecordRow, now: number) => { status: string; days: number; reward: number; kind: string },
  ) {
    const { chainId } = await setup();
    const before = await loadRecord(db, chainId, id);
    checkOwnRecord(before, userId, body);
    if (body.transactionHash) await record(body.transactionHash);
    const now = await chainNow();
    const result = await db.transaction(async (tx) => {
      const row = await loadRecord(tx, chainId, id, true);
      const decision = decide(row, now);
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
    await payRewards(userId);
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

  const requireConfirmed = (row: RecordRow) => {
    const status = statusOf(row);
    if (status === 'CREATED') throw new HttpError(422, 'STAKING_NOT_CONFIRMED');
    if (status !== 'CONFIRMED') throw new HttpError(409, 'STAKING_CLOSED');
  };

  /** Interest of a flexible stake from its last claim (or start) until `until`. */
  const flexibleInterest = (row: RecordRow, until: number) => {
    const since = ms(row.claimed_at) ?? ms(row.staked_at)!;
    const input = {
      value: row.asset_value,
      apy: row.apy,
      method: StakingMethod.FLEXIBLE,
      startDate: since,
      now: until,
    };
    return { days: stakingDays(input), reward: stakingEarned(input) };
  };

  const lockedInterest = (row: RecordRow) => {
    const input = {
      value: row.asset_value,
      apy: row.apy,
      method: StakingMethod.LOCKED,
      durationMs: Number(row.duration_ms),
      now: 0,
    };
    return { days: Math.round(stakingDays(input)), reward: stakingEarned(input) };
  };

  return {
    async configs(): Promise<StakingConfigs> {
      const found = await deployments();
      return {
        vaultAddress: found?.address.StakingVault ?? null,
        chainId: found?.chainId ?? 0,
        methods: [StakingMethod.LOCKED, StakingMethod.FLEXIBLE],
        flexibleCode: STAKING.flexibleCode,
        flexibleClaimWaitMs: STAKING.flexibleClaimWaitMs,
        daysPerYear: STAKING.daysPerYear,
        now: found ? await chainNow() : Date.now(),
      };
    },

    async assets(): Promise<StakingAsset[]> {
      const rows = await rawRows<{
        id: string;
        category_id: number;
        asset_type: string;
        asset_tier: string;
        value: string;
      }>(
        db,
        sql`select id::text, category_id, asset_type, asset_tier, value::text from staking_assets order by category_id, asset_tier`,
      );
      return rows.map((r) => ({
        id: r.id,
        assetId: String(r.category_id),
        assetType: r.asset_type,
        assetTier: r.asset_tier,
        value: r.value,
      }));
    },

    async durations(): Promise<StakingDuration[]> {
      const rows = await rawRows<{
        id: string;
        code: string;
        type: StakingMethod;
        duration_ms: string;
        apy: string;
      }>(
        db,
        sql`select id::text, code, type, duration_ms::text, apy::text from staking_durations order by position, duration_ms`,
      );
      return rows.map((r) => ({
        id: r.id,
        code: r.code,
        type: r.type,
        duration: Number(r.duration_ms),
        apy: Number(r.apy),
      }));
    },

    /** The wallet's NFTs it may stake: minted, owned (not listed, rented or staked), with an asset option. */
    async available(address: string, userId: number, query: StakeableQuery) {
      await walletOf(userId, address);
      const where = sql`n.owner_address = ${address} and n.onchain and n.purchase_status = ${PurchaseStatus.OWNED}
        and not n.in_used and n.token_id is not null
        ${query.categoryId === undefined ? sql`` : sql`and n.category_id = ${query.categoryId}`}`;
      const rows = await rawRows<{
        id: string;
        token_id: string;
        contract_address: string;
        title: string;
        image: string | null;
        category_id: number;
        category_name: string | null;
        asset_id: string;
        asset_type: string;
        asset_tier: string;
        value: string;
        total: number;
      }>(
        db,
        sql`select n.id::text, n.token_id::text, n.contract_address,
              coalesce(nullif(n.components->>'customTitle', ''), n.title) as title, n.metadata->>'image' as image,
              n.category_id, c.name as category_name, a.id::text as asset_id, a.asset_type, a.asset_tier,
              a.value::text, count(*) over ()::int as total
            from nfts n
            join lateral (
              select * from staking_assets x where x.category_id = n.category_id
              order by (x.asset_tier = coalesce(n.asset_tier, '')) desc, x.id limit 1) a on true
            left join categories c on c.id = n.category_id
            where ${where}
            order by n.id desc limit ${query.limit} offset ${pageOffset(query)}`,
      );
      const results: StakeableNft[] = rows.map((r) => ({
        id: r.id,
        tokenId: r.token_id,
        contractAddress: r.contract_address,
        title: r.title,
        image: r.image,
        categoryId: r.category_id,
        categoryName: r.category_name,
        asset: {
          id: r.asset_id,
          assetId: String(r.category_id),
          assetType: r.asset_type,
          assetTier: r.asset_tier,
          value: r.value,
        },
      }));
      return { results, total: rows[0]?.total ?? 0, page: query.page, limit: query.limit };
    },

    async list(address: string, userId: number, query: StakingListQuery) {
      await walletOf(userId, address);
      const { chainId } = await setup();
      const where: SQL[] = [sql`r.user_id = ${userId}`];
      if (query.status) where.push(sql`${DERIVED_STATUS} = ${query.status}`);
      if (query.assetId) where.push(sql`n.category_id = ${Number(query.assetId)}`);
      if (query.code) where.push(sql`r.code = ${query.code}`);
      if (query.categoryIds.length > 0)
        where.push(
          sql`n.category_id in (${sql.join(
            query.categoryIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
      if (query.subCategoryIds.length > 0)
        where.push(
          sql`n.sub_category_id in (${sql.join(
            query.subCategoryIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
      if (query.keyword) where.push(sql`n.title ilike ${`%${query.keyword.replace(/[\\%_]/g, '\\$&')}%`}`);
      const condition = sql.join(where, sql` and `);
      const rows = await rawRows<RecordRow & { total: number }>(
        db,
        sql`select x.*, count(*) over ()::int as total from (${recordSelect(chainId, condition)}) x
            order by x.created_at desc, x.id desc limit ${query.limit} offset ${pageOffset(query)}`,
      );
      return {
        results: rows.map(toRecord),
        total: rows[0]?.total ?? 0,
        page: query.page,
        limit: query.limit,
        now: await chainNow(),
      };
    },

    /** Staking History (every record, newest first) or, with type=REWARDS, the Claim History. */
    async history(address: string, userId: number, query: StakingHistoryQuery) {
      await walletOf(userId, address);
      const { chainId } = await setup();
      const now = await chainNow();
      if (query.type === 'REWARDS') {
        // A credit that failed before is retried here: the staker sees it paid on the next visit.
        await payRewards(userId);
        const rows = await rawRows<{
          id: string;
          staking_id: string;
          token_id: string;
          title: string;
          kind: 'CLAIM' | 'CANCEL';
          days: number;
          amount: string;
          currency: string;
          created_at: Date | string;
          payout_status: StakingPayoutStatus;
          tx_hash: string | null;
          total: number;
        }>(
          db,
          sql`select w.id::text, w.staking_id::text, r.token_id::text,
                coalesce(nullif(n.components->>'customTitle', ''), n.title) as title, w.kind, w.days, w.amount::text,
                w.currency, w.created_at, w.payout_status, w.tx_hash, count(*) over ()::int as total
              from staking_rewards w join staking_records r on r.id = w.staking_id join nfts n on n.id = r.nft_id
              where w.user_id = ${userId}
              order by w.created_at desc, w.id desc limit ${query.limit} offset ${pageOffset(query)}`,
        );
        const results: StakingReward[] = rows.map((r) => ({
          id: r.id,
          stakingId: r.staking_id,
          tokenId: r.token_id,
          title: r.title,
          kind: r.kind,
          days: r.days,
          amount: r.amount,
          currency: r.currency,
          createdAt: iso(r.created_at)!,
          payoutStatus: r.payout_status,
          txHash: r.tx_hash,
        }));
        return { results, total: rows[0]?.total ?? 0, page: query.page, limit: query.limit, now };
      }
      const rows = await rawRows<RecordRow & { total: number }>(
        db,
        sql`select x.*, count(*) over ()::int as total from (${recordSelect(chainId, sql`r.user_id = ${userId}`)}) x
            order by x.created_at desc, x.id desc limit ${query.limit} offset ${pageOffset(query)}`,
      );
      return {
        results: rows.map(toRecord),
        total: rows[0]?.total ?? 0,
        page: query.page,
        limit: query.limit,
        now,
      };
    },

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
      return settle(id, userId, body, (row, now) => {
        requireConfirmed(row);
        if (row.type === StakingMethod.LOCKED) {
          if (now < ms(row.unlock_at)!) throw new HttpError(422, 'STAKING_LOCKED');
          if (row.unstaked_at === null) throw new HttpError(422, 'STAKING_NOT_RETURNED');
          return { status: 'CLAIMED', kind: 'CLAIM', ...lockedInterest(row) };
        }
        const since = ms(row.claimed_at) ?? ms(row.staked_at)!;
        if (now - since < STAKING.flexibleClaimWaitMs) throw new HttpError(422, 'STAKING_CLAIM_WAIT');
        const until = ms(row.unstaked_at) ?? now;
        return {
          status: row.unstaked_at === null ? 'CREATED' : 'CLAIMED',
          kind: 'CLAIM',
          ...flexibleInterest(row, until),
        };
      });
    },

    /**
     * A CREATED record (never staked) is cancelled outright. A FLEXIBLE stake, once the vault gave
     * the NFT back: the interest since the last claim, but none when it was held under a month.
     * A LOCKED stake cannot be cancelled before its end (the vault keeps the NFT); after, as claim.
     */
    cancel(id: number, userId: number, body: StakingActionBody) {
      return settle(id, userId, body, (row, now) => {
        const status = statusOf(row);
        if (status === 'CREATED') return { status: 'CANCELLED', kind: 'CANCEL', days: 0, reward: 0 };
        requireConfirmed(row);
        if (row.type === StakingMethod.LOCKED) {
          if (now < ms(row.unlock_at)!) throw new HttpError(422, 'STAKING_LOCKED');
          if (row.unstaked_at === null) throw new HttpError(422, 'STAKING_NOT_RETURNED');
          return { status: 'CLAIMED', kind: 'CLAIM', ...lockedInterest(row) };
        }
        if (row.unstaked_at === null) throw new HttpError(422, 'STAKING_NOT_RETURNED');
        const until = ms(row.unstaked_at)!;
        const held = until - ms(row.staked_at)!;
        if (held < STAKING.flexibleClaimWaitMs)
          return { status: 'CANCELLED', kind: 'CANCEL', days: 0, reward: 0 };
        return { status: 'CANCELLED', kind: 'CANCEL', ...flexibleInterest(row, until) };
      });
    },
  };
}
