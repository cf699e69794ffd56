import { z } from 'zod';

/** What happened to an NFT, as the live stream names it (GET /api/v1/events). */
export const LIVE_EVENT_KINDS = [
  'listing',
  'price',
  'cancel',
  'sale',
  'transfer',
  'mint',
  'rent',
  /** An AuctionHouse auction was created, settled or cancelled (issue 41). */
  'auction',
  /** A bid on an auction: `from` the bidder, `price` the amount. */
  'bid',
  /**
   * A buy offer (issue 42) was made, or changed state (accepted, cancelled, inactive, active
   * again): `from` the buyer, `price` the amount; `nftId` for an NFT offer, `collectionId` for a
   * collection offer.
   */
  'offer',
  /** A chain reorganisation removed earlier events of this NFT: read it again. */
  'reverted',
] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/**
 * One event of the live stream, the `data:` of an SSE message whose `id:` is `id`. `from` / `to`
 * are lowercased wallets (seller → buyer for a sale, seller → marketplace for a listing); the
 * owner filter matches either. Prices are whole-token amounts as decimal strings.
 */
export const liveEventShape = z
  .object({
    id: z.string(),
    kind: z.enum(LIVE_EVENT_KINDS),
    nftId: z.string().nullable(),
    collectionId: z.string().nullable(),
    tokenId: z.string().nullable(),
    from: z.string().nullable(),
    to: z.string().nullable(),
    price: z.string().nullable(),
    currency: z.string().nullable(),
    txHash: z.string().nullable(),
    /** The event's block time (ISO 8601). */
    at: z.string(),
  })
  .meta({ id: 'LiveEvent' });
export type LiveEvent = z.output<typeof liveEventShape>;

const walletPattern = /^0x[0-9a-fA-F]{40}$/;
const idText = z.string().regex(/^[1-9][0-9]{0,15}$/);

/**
 * The stream's filter: events of this NFT, of this collection, or that concern this wallet (any
 * that is given; none given: every event). `lastEventId` replays from after that id, like the
 * `Last-Event-ID` header (which wins when both are sent).
 */
export const liveEventQuery = z.object({
  nft: idText.optional(),
  collection: idText.optional(),
  owner: z
    .string()
    .regex(walletPattern)
    .transform((wallet) => wallet.toLowerCase())
    .optional(),
  lastEventId: z
    .string()
    .regex(/^[0-9]{1,16}$/)
    .optional(),
});
export type LiveEventQuery = z.input<typeof liveEventQuery>;
