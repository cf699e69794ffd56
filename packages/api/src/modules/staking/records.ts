import { type SettlingStake, StakingMethod, type StakingRecord } from '@vrmarket/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';

export type RecordRow = {
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

export const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
export const ms = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/** CONFIRMED is never stored: a CREATED record whose recorded transaction staked this NFT is. */
export const statusOf = (row: Pick<RecordRow, 'stored_status' | 'stake_id'>) =>
  row.stored_status === 'CREATED' && row.stake_id !== null
    ? ('CONFIRMED' as const)
    : (row.stored_status as StakingRecord['status']);

export function toRecord(row: RecordRow): StakingRecord {
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
export const recordSelect = (chainId: number, where: SQL, tail: SQL = sql``) => sql`
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

export const DERIVED_STATUS = sql`(case when r.status = 'CREATED' and s.stake_id is not null then 'CONFIRMED' else r.status end)`;

/** One record with its NFT and stake; `lock` takes the record row for update (inside a transaction). */
export async function loadRecord(db: Db, chainId: number, id: number, lock = false) {
  const [row] = await rawRows<RecordRow>(
    db,
    recordSelect(chainId, sql`r.id = ${id}`, lock ? sql`for update of r` : sql``),
  );
  if (!row) throw new HttpError(404, 'STAKING_NOT_FOUND');
  return row;
}

/** The record must be the caller's and name the NFT the body names. */
export function checkOwnRecord(
  row: RecordRow,
  userId: number,
  body: { tokenId: string; contractAddress: string },
) {
  if (Number(row.user_id) !== userId) throw new HttpError(403, 'FORBIDDEN');
  if (row.token_id !== body.tokenId || row.contract_address !== body.contractAddress)
    throw new HttpError(422, 'TRANSACTION_MISMATCH');
}

/** The record as the settlement rules (domain rules/staking-settlement.ts) read it. */
export function settlingStake(row: RecordRow): SettlingStake {
  return {
    method: row.type,
    status: statusOf(row),
    value: row.asset_value,
    apy: row.apy,
    durationMs: Number(row.duration_ms),
    stakedAt: ms(row.staked_at),
    unlockAt: ms(row.unlock_at),
    unstakedAt: ms(row.unstaked_at),
    claimedAt: ms(row.claimed_at),
  };
}
