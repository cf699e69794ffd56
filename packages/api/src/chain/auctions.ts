import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import type { ChainSetup } from './contracts.ts';
import { chunks, numericList } from './project.ts';

/** The AuctionHouse auction ids a batch of events (or deleted event rows) concerns. */
export function auctionIdsOf(
  setup: ChainSetup,
  events: readonly { contract: string; auctionId: string | null | undefined }[],
): string[] {
  const house = setup.address.AuctionHouse;
  return [...new Set(events.flatMap((e) => (e.contract === house && e.auctionId ? [e.auctionId] : [])))];
}

/**
 * Recomputes the `auctions` rows of the given auction ids from the stored events, and adds their
 * missing `auction_bids` rows: AuctionCreated makes the row (seller, NFT, currency, reserve, fee,
 * increment, end), the newest BidPlaced gives the highest bid, bidder and end (anti-sniping), the
 * count of BidPlaced the bid count, AuctionSettled / AuctionCancelled close it. An auction whose
 * AuctionCreated is gone (reorg) loses its row and bids. Idempotent and order-independent.
 * Amounts in whole-token units are computed here from the raw amounts and the auction's decimals,
 * so a bid stored before its auction's creation is still right.
 */
export async function recomputeAuctions(db: Db, setup: ChainSetup, auctionIds: string[]): Promise<void> {
  const { chainId } = setup;
  const house = setup.address.AuctionHouse;
  for (const part of chunks(auctionIds)) {
    const ids = numericList(part);
    await db.execute(sql`
      delete from auctions a where a.chain_id = ${chainId} and a.auction_id in (${ids})
        and not exists (
          select 1 from chain_events e
          where e.chain_id = ${chainId} and e.contract = ${house} and e.event_name = 'AuctionCreated'
            and e.auction_id = a.auction_id)`);
    await db.execute(sql`
      insert into auctions (chain_id, auction_id, nft_id, host_contract, token_id, seller, currency_address,
        currency, decimals, reserve_price, reserve_wei, highest_price, highest_wei, highest_bidder, fee_bps,
        min_increment_bps, end_time, bid_count, created_at, tx_hash, created_block, settled_at, winner,
        cancelled_at, updated_at)
      select ${chainId}, c.auction_id, n.id, c.host_contract, c.token_id, c.seller, c.currency_address,
        c.currency, c.decimals, trim_scale(c.reserve_wei * ('1e-' || c.decimals)::numeric), c.reserve_wei,
        trim_scale(b.amount_wei * ('1e-' || c.decimals)::numeric), b.amount_wei, b.bidder, c.fee_bps,
        c.min_increment_bps, to_timestamp(coalesce(b.end_time, c.end_time)), coalesce(bc.n, 0),
        c.block_time, c.tx_hash, c.block_number, s.block_time, s.winner, x.block_time, now()
      -- Whole-token units: times 1e-decimals is exact (a numeric division rounds large amounts).
      from (
        select distinct on (e.auction_id) e.auction_id, e.nft_contract as host_contract, e.token_id,
          e.args->>'seller' as seller, e.args->>'currency' as currency_address,
          coalesce(e.args->>'currencySymbol', e.args->>'currency') as currency,
          coalesce((e.args->>'decimals')::smallint, 18) as decimals,
          (e.args->>'reservePrice')::numeric as reserve_wei, (e.args->>'feeBps')::int as fee_bps,
          (e.args->>'minIncrementBps')::int as min_increment_bps, (e.args->>'endTime')::bigint as end_time,
          e.block_time, e.tx_hash, e.block_number
        from chain_events e
        where e.chain_id = ${chainId} and e.contract = ${house} and e.event_name = 'AuctionCreated'
          and e.auction_id in (${ids})
        order by e.auction_id, e.block_number desc, e.log_index desc
      ) c
      left join nfts n on n.contract_address = c.host_contract and n.token_id = c.token_id
      left join lateral (
        select (x.args->>'amount')::numeric as amount_wei, x.args->>'bidder' as bidder,
          (x.args->>'endTime')::bigint as end_time
        from chain_events x
        where x.chain_id = ${chainId} and x.contract = ${house} and x.event_name = 'BidPlaced'
          and x.auction_id = c.auction_id
        order by x.block_number desc, x.log_index desc limit 1
      ) b on true
      left join lateral (
        select count(*)::int as n from chain_events x
        where x.chain_id = ${chainId} and x.contract = ${house} and x.event_name = 'BidPlaced'
          and x.auction_id = c.auction_id
      ) bc on true
      left join lateral (
        select x.block_time, nullif(x.args->>'winner', '0x0000000000000000000000000000000000000000') as winner
        from chain_events x
        where x.chain_id = ${chainId} and x.contract = ${house} and x.event_name = 'AuctionSettled'
          and x.auction_id = c.auction_id
        order by x.block_number desc, x.log_index desc limit 1
      ) s on true
      left join lateral (
        select x.block_time from chain_events x
        where x.chain_id = ${chainId} and x.contract = ${house} and x.event_name = 'AuctionCancelled'
          and x.auction_id = c.auction_id
        order by x.block_number desc, x.log_index desc limit 1
      ) x on true
      on conflict (chain_id, auction_id) do update set
        nft_id = excluded.nft_id, host_contract = excluded.host_contract, token_id = excluded.token_id,
        seller = excluded.seller, currency_address = excluded.currency_address, currency = excluded.currency,
        decimals = excluded.decimals, reserve_price = excluded.reserve_price, reserve_wei = excluded.reserve_wei,
        highest_price = excluded.highest_price, highest_wei = excluded.highest_wei,
        highest_bidder = excluded.highest_bidder, fee_bps = excluded.fee_bps,
        min_increment_bps = excluded.min_increment_bps, end_time = excluded.end_time,
        bid_count = excluded.bid_count, created_at = excluded.created_at, tx_hash = excluded.tx_hash,
        created_block = excluded.created_block, settled_at = excluded.settled_at, winner = excluded.winner,
        cancelled_at = excluded.cancelled_at, updated_at = now()
      where (auctions.nft_id, auctions.seller, auctions.highest_wei, auctions.highest_bidder, auctions.end_time,
          auctions.bid_count, auctions.created_at, auctions.tx_hash, auctions.settled_at, auctions.winner,
          auctions.cancelled_at, auctions.reserve_wei, auctions.host_contract, auctions.token_id)
        is distinct from (excluded.nft_id, excluded.seller, excluded.highest_wei, excluded.highest_bidder,
          excluded.end_time, excluded.bid_count, excluded.created_at, excluded.tx_hash, excluded.settled_at,
          excluded.winner, excluded.cancelled_at, excluded.reserve_wei, excluded.host_contract,
          excluded.token_id)`);
    await db.execute(sql`
      insert into auction_bids (chain_id, tx_hash, log_index, auction_id, bidder, amount, amount_wei, end_time,
        block_number, created_at)
      select e.chain_id, e.tx_hash, e.log_index, e.auction_id, e.args->>'bidder',
        trim_scale((e.args->>'amount')::numeric * ('1e-' || a.decimals)::numeric), (e.args->>'amount')::numeric,
        to_timestamp((e.args->>'endTime')::bigint), e.block_number, e.block_time
      from chain_events e
      join auctions a on a.chain_id = e.chain_id and a.auction_id = e.auction_id
      where e.chain_id = ${chainId} and e.contract = ${house} and e.event_name = 'BidPlaced'
        and e.auction_id in (${ids})
      on conflict (chain_id, tx_hash, log_index) do nothing`);
  }
}
