import {
  type Auction,
  type AuctionDetail,
  type AuctionListQuery,
  type AuctionPage,
  type MyAuctionsQuery,
  type MyBidPage,
  MyBidState,
  type MyBidsQuery,
  pageOffset,
} from '@vrmarket/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { serializedNftsById } from '../nfts/serializer.ts';
import { AUCTION_COLUMNS, type AuctionRow, stateSql, toAuction } from './read.ts';

export type AuctionService = {
  /** Open auctions: newest first, or ending within a day soonest first (`endingSoon`). */
  list(query: AuctionListQuery, viewerId?: number): Promise<AuctionPage>;
  /** One auction of the configured chain with its bids, newest first (404 AUCTION_NOT_FOUND). */
  detail(id: string, viewerId?: number): Promise<AuctionDetail>;
  /** Auctions the user's linked wallet bid on, with its highest bid and how it stands. */
  myBids(userId: number, query: MyBidsQuery): Promise<MyBidPage>;
  /** The user's linked wallet's auctions as seller, any state, newest first. */
  mine(userId: number, query: MyAuctionsQuery): Promise<AuctionPage>;
};

const DAY_MS = 86_400_000;

type Dependencies = { db: Db; chainId: number; now?: () => Date };

/**
 * The auctions of the AuctionHouse as the indexer projects them (chain/auctions.ts, ADR 0054), on
 * the api's configured chain. Each answer carries its NFT in the NFT lists' shape.
 */
export function createAuctionService({ db, chainId, now = () => new Date() }: Dependencies): AuctionService {
  /** Rows → answers, their NFTs serialized once for the page. */
  async function withNfts(rows: AuctionRow[], at: Date, viewerId?: number): Promise<Auction[]> {
    const nftById = await serializedNftsById(
      db,
      rows.flatMap((row) => (row.nft_id === null ? [] : [Number(row.nft_id)])),
      viewerId,
    );
    return rows.map((row) => ({
      ...toAuction(row, at),
      nft: row.nft_id === null ? null : (nftById.get(Number(row.nft_id)) ?? null),
    }));
  }

  async function page(
    where: SQL,
    order: SQL,
    query: { page: number; limit: number },
    at: Date,
    viewerId?: number,
  ): Promise<AuctionPage> {
    const [rows, [count]] = await Promise.all([
      rawRows<AuctionRow>(
        db,
        sql`select ${AUCTION_COLUMNS} from auctions a left join nfts n on n.id = a.nft_id
            where ${where} order by ${order} limit ${query.limit} offset ${pageOffset(query)}`,
      ),
      rawRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from auctions a left join nfts n on n.id = a.nft_id where ${where}`,
      ),
    ]);
    return {
      results: await withNfts(rows, at, viewerId),
      total: count?.n ?? 0,
      page: query.page,
      limit: query.limit,
    };
  }

  /** The user's linked wallet (lowercased), or null without one. */
  async function walletOf(userId: number): Promise<string | null> {
    const [user] = await db.select({ publicKey: users.publicKey }).from(users).where(eq(users.id, userId));
    if (!user) throw new HttpError(401, 'UNAUTHORIZED');
    return user.publicKey?.toLowerCase() ?? null;
  }

  const empty = (query: { page: number; limit: number }) => ({
    results: [],
    total: 0,
    page: query.page,
    limit: query.limit,
  });

  return {
    async list(query, viewerId) {
      const at = now();
      const where: SQL[] = [
        sql`a.chain_id = ${chainId}`,
        sql`a.settled_at is null and a.cancelled_at is null`,
        sql`a.end_time > ${at.toISOString()}::timestamptz`,
      ];
      if (query.endingSoon) {
        where.push(sql`a.end_time <= ${new Date(at.getTime() + DAY_MS).toISOString()}::timestamptz`);
      }
      const categoryIds = query.categoryIds ?? [];
      if (categoryIds.length > 0) {
        where.push(
          sql`n.category_id in (${sql.join(
            categoryIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
      }
      if (query.currency) where.push(sql`a.currency = ${query.currency}`);
      const order = query.endingSoon
        ? sql`a.end_time asc, a.auction_id asc`
        : sql`a.created_block desc, a.auction_id desc`;
      return page(sql.join(where, sql` and `), order, query, at, viewerId);
    },

    async detail(id, viewerId) {
      const at = now();
      const [row] = await rawRows<AuctionRow>(
        db,
        sql`select ${AUCTION_COLUMNS} from auctions a where a.chain_id = ${chainId} and a.auction_id = ${id}::numeric`,
      );
      if (!row) throw new HttpError(404, 'AUCTION_NOT_FOUND');
      const bids = await rawRows<{
        bidder: string;
        amount: string;
        created_at: Date | string;
        tx_hash: string;
      }>(
        db,
        sql`select bidder, amount::text, created_at, tx_hash from auction_bids
            where chain_id = ${chainId} and auction_id = ${id}::numeric
            order by block_number desc, log_index desc`,
      );
      const [auction] = await withNfts([row], at, viewerId);
      return {
        ...auction!,
        bids: bids.map((bid) => ({
          bidder: bid.bidder,
          amount: bid.amount,
          at: new Date(bid.created_at).toISOString(),
          txHash: bid.tx_hash,
        })),
      };
    },

    async myBids(userId, query) {
      const wallet = await walletOf(userId);
      if (!wallet) return empty(query);
      const at = now();
      const myState = sql`(case
        when a.settled_at is not null and a.winner = ${wallet} then ${MyBidState.WON}
        when a.settled_at is not null or a.cancelled_at is not null then ${MyBidState.LOST}
        when a.highest_bidder = ${wallet} then ${MyBidState.WINNING}
        else ${MyBidState.OUTBID} end)`;
      const mine = sql`select b.auction_id, max(b.amount) as my_highest, max(b.block_number) as last_block
        from auction_bids b where b.chain_id = ${chainId} and b.bidder = ${wallet} group by b.auction_id`;
      const where = query.state ? sql`${myState} = ${query.state}` : sql`true`;
      const [rows, [count]] = await Promise.all([
        rawRows<AuctionRow & { my_highest: string; my_state: MyBidState }>(
          db,
          sql`select ${AUCTION_COLUMNS}, m.my_highest::text, ${myState} as my_state
              from (${mine}) m join auctions a on a.chain_id = ${chainId} and a.auction_id = m.auction_id
              where ${where} order by m.last_block desc, a.auction_id desc
              limit ${query.limit} offset ${pageOffset(query)}`,
        ),
        rawRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from (${mine}) m
              join auctions a on a.chain_id = ${chainId} and a.auction_id = m.auction_id where ${where}`,
        ),
      ]);
      const auctions = await withNfts(rows, at, userId);
      return {
        results: auctions.map((auction, i) => ({
          ...auction,
          myHighestBid: rows[i]!.my_highest,
          myState: rows[i]!.my_state,
        })),
        total: count?.n ?? 0,
        page: query.page,
        limit: query.limit,
      };
    },

    async mine(userId, query) {
      const wallet = await walletOf(userId);
      if (!wallet) return empty(query);
      const at = now();
      const where = [sql`a.chain_id = ${chainId}`, sql`a.seller = ${wallet}`];
      if (query.state) where.push(sql`${stateSql(at)} = ${query.state}`);
      return page(
        sql.join(where, sql` and `),
        sql`a.created_block desc, a.auction_id desc`,
        query,
        at,
        userId,
      );
    },
  };
}
