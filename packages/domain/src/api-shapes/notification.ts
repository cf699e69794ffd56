import { z } from 'zod';
import { PAGE_SIZE } from '../constants.ts';
import { paged } from './page.ts';
import { idText, limitParam, pageParam } from './query-params.ts';

/**
 * The notification centre (issue 41): per-user rows in the database, delivered live to the
 * user's open pages and listed under the header's bell. Every later event (offers too) adds a kind.
 */
export const NOTIFICATION_KINDS = [
  'BID_RECEIVED',
  'OUTBID',
  'AUCTION_WON',
  'AUCTION_NO_BID',
  'ITEM_SOLD',
  'NFT_APPROVED',
  'NFT_REJECTED',
  'REFERRAL_CREDITED',
  'RENTAL_ENDING',
  'STAKE_UNLOCKED',
  'OFFER_RECEIVED',
  'OFFER_ACCEPTED',
  'OFFER_INACTIVE',
  /** An outbid bid's refund its wallet refused: the AuctionHouse keeps it for the Claim page (ADR 0063). */
  'REFUND_CREDITED',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationShape = z
  .object({
    id: z.string(),
    kind: z.enum(NOTIFICATION_KINDS),
    /** The NFT it is about, when there is one (the row links to its detail). */
    nftId: z.string().nullable(),
    /** The NFT's name at the time, for the text. */
    nftName: z.string().nullable(),
    /** An amount the text names (the new highest bid, the price, the credit) and its currency. */
    price: z.string().nullable(),
    currency: z.string().nullable(),
    /** The auction it is about (auction kinds). */
    auctionId: z.string().nullable(),
    /** The offer it is about (offer kinds; issue 42). Optional until the api serves it. */
    offerId: z.string().nullable().optional(),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.output<typeof notificationShape>;

/** `GET /api/v1/notifications`: newest first, with the unread count for the bell. */
export const notificationPage = paged(notificationShape)
  .extend({ unread: z.number().int().min(0) })
  .meta({ id: 'NotificationPage' });
export type NotificationPage = z.output<typeof notificationPage>;

export const notificationListQuery = z.object({
  page: pageParam,
  limit: limitParam(PAGE_SIZE.other),
});
export type NotificationListQuery = z.output<typeof notificationListQuery>;

/** `POST /api/v1/notifications/{id}/read`: one of the signed-in user's notifications. */
export const notificationParams = z.object({ id: idText });

/** `POST /api/v1/notifications/read-all`: how many unread notifications it marked read. */
export const notificationsMarked = z
  .object({ marked: z.number().int().min(0) })
  .meta({ id: 'NotificationsMarked' });
export type NotificationsMarked = z.output<typeof notificationsMarked>;
