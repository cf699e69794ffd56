import { type Auction, AuctionState, type NftAuction } from '@vrmarket/domain';
import { sql } from 'drizzle-orm';
import { formatUnits } from 'viem';
import { type Db, rawRows } from '../../db/database.ts';

/**
 * What the next bid must reach, as AuctionHouse._minimumBid computes it in token units (wei):
 * the reserve before the first bid, then the highest bid plus floor(highest × incrementBps /
 * 10,000), and at least 1 unit more. Answered in whole tokens like every amount.
 */
export function minimumBid(
  auction: { reserveWei: string; highestWei: string | null; minIncrementBps: number },
  decimals: number,
): string {
  if (auction.highestWei === null) return formatUnits(BigInt(auction.reserveWei), decimals);
  const highest = BigInt(auction.highestWei);
  const increment = (highest * BigInt(auction.minIncrementBps)) / 10_000n;
  return formatUnits(highest + (increment === 0n ? 1n : increment), decimals);
}

/** The state an auction row is in at `now`. */
export function auctionState(
  row: { settled_at: unknown; cancelled_at: unknown; end_time: Date | string },
  now: Date,
): AuctionState {
  if (row.cancelled_at !== null) return AuctionState.CANCELLED;
  if (row.settled_at !== null) return AuctionState.SETTLED;
  return now.getTime() < new Date(row.end_time).getTime() ? AuctionState.OPEN : AuctionState.ENDED;
}

/** The SQL of the same rule, for filters (`a` is the auctions row). */
export const stateSql = (now: Date) => sql`(case when a.cancelled_at is not null then 'CANCELLED'
  when a.settled_at is not null then 'SETTLED'
  when a.end_time > ${now.toISOString()}::timestamptz then 'OPEN' else 'ENDED' end)`;

/** An auctions row as the answers read it. */
export type AuctionRow = {
  chain_id: number;
  auction_id: string;
  nft_id: string | null;
  host_contract: string;
  token_id: string;
  seller: string;
  currency: string;
  decimals: number;
  reserve_price: string;
  reserve_wei: string;
  highest_price: string | null;
  highest_wei: string | null;
  highest_bidder: string | null;
  fee_bps: number;
  min_increment_bps: number;
  end_time: Date | string;
  bid_count: number;
  created_at: Date | string;
  settled_at: Date | string | null;
  cancelled_at: Date | string | null;
  winner: string | null;
};

/** The columns of an AuctionRow, of `auctions a`. */
export const AUCTION_COLUMNS = sql`a.chain_id, a.auction_id::text, a.nft_id::text, a.host_contract,
  a.token_id::text, a.seller, a.currency, a.decimals, a.reserve_price::text, a.reserve_wei::text,
  a.highest_price::text, a.highest_wei::text, a.highest_bidder, a.fee_bps, a.min_increment_bps, a.end_time,
  a.bid_count, a.created_at, a.settled_at, a.cancelled_at, a.winner`;

const iso = (value: Date | string) => new Date(value).toISOString();

const minimumOf = (row: AuctionRow) =>
  minimumBid(
    { reserveWei: row.reserve_wei, highestWei: row.highest_wei, minIncrementBps: row.min_increment_bps },
    row.decimals,
  );

/** An auction answer without its NFT (the caller adds it). */
export function toAuction(row: AuctionRow, now: Date): Omit<Auction, 'nft'> {
  return {
    id: row.auction_id,
    chainId: row.chain_id,
    hostContract: row.host_contract,
    tokenId: row.token_id,
    seller: row.seller,
    currency: row.currency,
    reservePrice: row.reserve_price,
    highestPrice: row.highest_price,
    highestBidder: row.highest_bidder,
    minimumBid: minimumOf(row),
    feeBps: row.fee_bps,
    minIncrementBps: row.min_increment_bps,
    bidCount: row.bid_count,
    endTime: iso(row.end_time),
    createdAt: iso(row.created_at),
    state: auctionState(row, now),
    winner: row.settled_at !== null ? row.winner : null,
  };
}

/**
 * The open (or ended, unsettled) auction of each of these NFTs, in brief: one query for a page,
 * read only for the NFTs whose purchase status says they are in the auction house.
 */
export async function auctionBriefs(db: Db, nftIds: number[]): Promise<Map<number, NftAuction>> {
  const briefs = new Map<number, NftAuction>();
  if (nftIds.length === 0) return briefs;
  const rows = await rawRows<AuctionRow>(
    db,
    sql`select distinct on (a.nft_id) ${AUCTION_COLUMNS} from auctions a
        where a.nft_id in (${sql.join(
          nftIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and a.settled_at is null and a.cancelled_at is null
        order by a.nft_id, a.created_block desc`,
  );
  for (const row of rows) {
    briefs.set(Number(row.nft_id), {
      id: row.auction_id,
      highestPrice: row.highest_price,
      reservePrice: row.reserve_price,
      minimumBid: minimumOf(row),
      currency: row.currency,
      bidCount: row.bid_count,
      endTime: iso(row.end_time),
    });
  }
  return briefs;
}
