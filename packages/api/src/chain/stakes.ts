import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import type { ChainSetup } from './contracts.ts';
import { chunks, numericList } from './project.ts';

/** The StakingVault stake ids a batch of events (or deleted event rows) concerns. */
export function stakeIdsOf(
  setup: ChainSetup,
  events: readonly { contract: string; stakeId: string | null | undefined }[],
): string[] {
  const vault = setup.address.StakingVault;
  return [...new Set(events.flatMap((e) => (e.contract === vault && e.stakeId ? [e.stakeId] : [])))];
}

/**
 * Recomputes the `stakes` rows of the given stake ids from the stored events: the Staked event
 * makes the row (owner, NFT, type, duration, start, unlock), the newest Unstaked after it closes
 * it. A stake id whose Staked event is gone (reorg) loses its row; a reused id after a reorg gets
 * the new stake's values. Idempotent and independent of the order events arrive in.
 */
export async function recomputeStakes(db: Db, setup: ChainSetup, stakeIds: string[]): Promise<void> {
  const { chainId } = setup;
  const vault = setup.address.StakingVault;
  for (const part of chunks(stakeIds)) {
    const ids = numericList(part);
    await db.execute(sql`
      delete from stakes s where s.chain_id = ${chainId} and s.stake_id in (${ids})
        and not exists (
          select 1 from chain_events e
          where e.chain_id = ${chainId} and e.contract = ${vault} and e.event_name = 'Staked'
            and (e.args->>'stakeId')::numeric = s.stake_id)`);
    await db.execute(sql`
      insert into stakes (chain_id, stake_id, owner, host_contract, token_id, stake_type, duration_seconds,
        staked_at, unlock_at, tx_hash, log_index, unstaked_at, unstaked_tx_hash, unstaked_by_admin)
      select ${chainId}, st.stake_id, st.owner, st.host_contract, st.token_id, st.stake_type, st.duration,
        st.block_time, to_timestamp(st.unlock_time), st.tx_hash, st.log_index,
        u.block_time, u.tx_hash, u.by_admin
      from (
        select distinct on ((e.args->>'stakeId')::numeric)
          (e.args->>'stakeId')::numeric as stake_id, e.args->>'owner' as owner,
          e.args->>'hostContract' as host_contract, (e.args->>'tokenId')::numeric as token_id,
          case e.args->>'stakeType' when '0' then 'LOCKED' else 'FLEXIBLE' end as stake_type,
          (e.args->>'duration')::bigint as duration, (e.args->>'unlockTime')::bigint as unlock_time,
          e.block_time, e.tx_hash, e.log_index, e.block_number
        from chain_events e
        where e.chain_id = ${chainId} and e.contract = ${vault} and e.event_name = 'Staked'
          and (e.args->>'stakeId')::numeric in (${ids})
        order by (e.args->>'stakeId')::numeric, e.block_number desc, e.log_index desc
      ) st
      left join lateral (
        select x.block_time, x.tx_hash, (x.args->>'byAdmin')::boolean as by_admin
        from chain_events x
        where x.chain_id = ${chainId} and x.contract = ${vault} and x.event_name = 'Unstaked'
          and (x.args->>'stakeId')::numeric = st.stake_id
          and (x.block_number, x.log_index) > (st.block_number, st.log_index)
        order by x.block_number desc, x.log_index desc limit 1
      ) u on true
      on conflict (chain_id, stake_id) do update set
        owner = excluded.owner, host_contract = excluded.host_contract, token_id = excluded.token_id,
        stake_type = excluded.stake_type, duration_seconds = excluded.duration_seconds,
        staked_at = excluded.staked_at, unlock_at = excluded.unlock_at, tx_hash = excluded.tx_hash,
        log_index = excluded.log_index, unstaked_at = excluded.unstaked_at,
        unstaked_tx_hash = excluded.unstaked_tx_hash, unstaked_by_admin = excluded.unstaked_by_admin`);
  }
}
