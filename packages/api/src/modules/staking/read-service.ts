import {
  PurchaseStatus,
  pageOffset,
  STAKING,
  type StakeableNft,
  type StakeableQuery,
  type StakingAsset,
  type StakingConfigs,
  type StakingDuration,
  type StakingHistoryQuery,
  type StakingListQuery,
  StakingMethod,
  type StakingPayoutStatus,
  type StakingReward,
} from '@vrmarket/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { ChainSetup } from '../../chain/contracts.ts';
import { type Db, rawRows } from '../../db/database.ts';
import type { StakingContext } from './context.ts';
import { DERIVED_STATUS, iso, type RecordRow, recordSelect, toRecord } from './records.ts';
import type { RewardPayer } from './reward-payer.ts';

/** Staking's reads: the options, the stakeable NFTs, a wallet's records and its claim history. */
export function createStakingReads({
  db,
  deployments,
  context,
  rewards,
}: {
  db: Db;
  deployments: () => Promise<ChainSetup | null>;
  context: StakingContext;
  rewards: Pick<RewardPayer, 'payRewards'>;
}) {
  const { setup, chainNow, walletOf } = context;

  /** One page of the records that `condition` picks, newest first, with their total. */
  async function recordPage(
    chainId: number,
    condition: SQL,
    query: { page: number; limit: number },
    now: number,
  ) {
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
      now,
    };
  }

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
      return recordPage(chainId, condition, query, await chainNow());
    },

    /** Staking History (every record, newest first) or, with type=REWARDS, the Claim History. */
    async history(address: string, userId: number, query: StakingHistoryQuery) {
      await walletOf(userId, address);
      const { chainId } = await setup();
      const now = await chainNow();
      if (query.type === 'REWARDS') {
        // A credit that failed before is retried here: the staker sees it paid on the next visit.
        await rewards.payRewards(userId);
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
      return recordPage(chainId, sql`r.user_id = ${userId}`, query, now);
    },
  };
}
