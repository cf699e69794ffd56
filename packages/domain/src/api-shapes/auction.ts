import { z } from 'zod';
import { PAGE_SIZE } from '../constants.ts';
import { nftShape } from './nft.ts';
import { paged } from './page.ts';
import { currencyParam, flagParam, idListParam, limitParam, pageParam } from './query-params.ts';

/**
 * Timed English auctions of the AuctionHouse contract (issue 41; ADR 0052 for the contract). The
 * indexer projects its events into auction and bid rows; an NFT in an auction has the spec's
 * purchase status DEALING (2). Amounts are whole-token decimal strings, like an NFT's prices;
 * `currency` is the currency code (USDT, BIVE, VRA, ETH) as on an NFT.
 */

/**
 * OPEN: bids are taken (before `endTime`). ENDED: the end has passed and nobody has settled it yet
 * (anyone may). SETTLED: the NFT went to the winner, or back to the seller with no bid.
 * CANCELLED: the seller took it back before the first bid.
 */
export const AuctionState = {
  OPEN: 'OPEN',
  ENDED: 'ENDED',
  SETTLED: 'SETTLED',
  CANCELLED: 'CANCELLED',
} as const;
export type AuctionState = (typeof AuctionState)[keyof typeof AuctionState];
const auctionStates = Object.values(AuctionState) as [AuctionState, ...AuctionState[]];

/** One bid, newest first in a detail. */
export const auctionBidShape = z
  .object({
    bidder: z.string().describe('lowercased wallet'),
    amount: z.string(),
    /** The bid's block time (ISO 8601). */
    at: z.string(),
    txHash: z.string(),
  })
  .meta({ id: 'AuctionBid' });
export type AuctionBid = z.output<typeof auctionBidShape>;

export const auctionShape = z
  .object({
    /** The on-chain auction id (decimal text). */
    id: z.string(),
    chainId: z.number().int(),
    /** The NFT record (null when the token is not one of ours on record). */
    nft: nftShape.nullable(),
    hostContract: z.string(),
    tokenId: z.string(),
    seller: z.string(),
    currency: z.string(),
    reservePrice: z.string(),
    /** The highest bid; null before the first bid. */
    highestPrice: z.string().nullable(),
    highestBidder: z.string().nullable(),
    /** What the next bid must reach: the reserve, then the highest bid plus the increment. */
    minimumBid: z.string(),
    feeBps: z.number().int(),
    minIncrementBps: z.number().int(),
    bidCount: z.number().int().min(0),
    /** ISO 8601; moved by a bid in the last 10 minutes (anti-sniping). */
    endTime: z.string(),
    createdAt: z.string(),
    state: z.enum(auctionStates),
    /** Settled with a bid: the winner (the highest bidder); null otherwise. */
    winner: z.string().nullable(),
  })
  .meta({ id: 'Auction' });
export type Auction = z.output<typeof auctionShape>;

/** `GET /api/v1/auctions/{id}`: the on-chain auction id, decimal text. */
export const auctionIdParams = z.object({
  id: z.string().regex(/^[0-9]{1,78}$/, 'must be an auction id (decimal digits)'),
});

/** `GET /api/v1/auctions/{id}`: the auction and its bids, newest first. */
export const auctionDetailShape = auctionShape
  .extend({ bids: z.array(auctionBidShape) })
  .meta({ id: 'AuctionDetail' });
export type AuctionDetail = z.output<typeof auctionDetailShape>;

export const auctionPage = paged(auctionShape).meta({ id: 'AuctionPage' });
export type AuctionPage = z.output<typeof auctionPage>;

/**
 * `GET /api/v1/auctions`: open auctions by default, the soonest end first when `endingSoon`
 * (ending within a day), newest first otherwise.
 */
export const auctionListQuery = z.object({
  page: pageParam,
  limit: limitParam(PAGE_SIZE.other),
  endingSoon: flagParam,
  categoryIds: idListParam,
  currency: currencyParam,
});
export type AuctionListQuery = z.output<typeof auctionListQuery>;

/** How one of my bids stands: leading or outbid while open, won or lost once settled. */
export const MyBidState = { WINNING: 'WINNING', OUTBID: 'OUTBID', WON: 'WON', LOST: 'LOST' } as const;
export type MyBidState = (typeof MyBidState)[keyof typeof MyBidState];
const myBidStates = Object.values(MyBidState) as [MyBidState, ...MyBidState[]];

/** `GET /api/v1/auctions/my-bids`: auctions the signed-in user's wallet bid on, with my highest bid. */
export const myBidShape = auctionShape
  .extend({ myHighestBid: z.string(), myState: z.enum(myBidStates) })
  .meta({ id: 'MyBid' });
export type MyBid = z.output<typeof myBidShape>;
export const myBidPage = paged(myBidShape).meta({ id: 'MyBidPage' });
export type MyBidPage = z.output<typeof myBidPage>;

export const myBidsQuery = z.object({
  page: pageParam,
  limit: limitParam(PAGE_SIZE.other),
  state: z.enum(myBidStates).optional(),
});
export type MyBidsQuery = z.output<typeof myBidsQuery>;

/** `GET /api/v1/auctions/mine`: the signed-in user's auctions as seller, any state, newest first. */
export const myAuctionsQuery = z.object({
  page: pageParam,
  limit: limitParam(PAGE_SIZE.other),
  state: z.enum(auctionStates).optional(),
});
export type MyAuctionsQuery = z.output<typeof myAuctionsQuery>;

/** The Sell dialog's auction durations: 1 hour to 7 days (the contract's bounds). */
export const AUCTION_DURATION_HOURS = [1, 6, 12, 24, 72, 168] as const;
/** A bid in the last 10 minutes moves the end to 10 minutes after it (the contract's rule). */
export const AUCTION_EXTENSION_SECONDS = 600;
