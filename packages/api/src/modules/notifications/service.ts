import type { Notification, NotificationListQuery, NotificationPage } from '@vrmarket/domain';
import { sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';

export type NotificationService = ReturnType<typeof createNotificationService>;

export type NotificationDbRow = {
  id: string;
  user_id: string;
  kind: Notification['kind'];
  nft_id: string | null;
  nft_name: string | null;
  price: string | null;
  currency: string | null;
  auction_id: string | null;
  offer_id: string | null;
  read_at: Date | string | null;
  created_at: Date | string;
};

export const NOTIFICATION_COLUMNS = sql`id::text, user_id::text, kind, nft_id::text, nft_name, price::text,
  currency, auction_id::text, offer_id::text, read_at, created_at`;

export function toNotification(row: NotificationDbRow): Notification {
  return {
    id: String(row.id),
    kind: row.kind,
    nftId: row.nft_id,
    nftName: row.nft_name,
    price: row.price,
    currency: row.currency,
    auctionId: row.auction_id,
    offerId: row.offer_id,
    read: row.read_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * The signed-in user's notifications (the header's bell): the routes pass the token's user id, and
 * every statement is limited to that user's rows, so another user's notification is not found.
 */
export function createNotificationService({ db }: { db: Db }) {
  return {
    /** Newest first, with the total and the unread count. */
    async list(userId: number, query: NotificationListQuery): Promise<NotificationPage> {
      const offset = (query.page - 1) * query.limit;
      const [rows, [counts]] = await Promise.all([
        rawRows<NotificationDbRow>(
          db,
          sql`select ${NOTIFICATION_COLUMNS} from notifications where user_id = ${userId}
              order by id desc limit ${query.limit} offset ${offset}`,
        ),
        rawRows<{ total: number; unread: number }>(
          db,
          sql`select count(*)::int as total, (count(*) filter (where read_at is null))::int as unread
              from notifications where user_id = ${userId}`,
        ),
      ]);
      return {
        results: rows.map(toNotification),
        total: counts?.total ?? 0,
        page: query.page,
        limit: query.limit,
        unread: counts?.unread ?? 0,
      };
    },

    /** Marks one of the user's notifications read (again: unchanged); 404 for any other id. */
    async markRead(userId: number, id: number): Promise<Notification> {
      const [row] = await rawRows<NotificationDbRow>(
        db,
        sql`update notifications set read_at = coalesce(read_at, now())
            where id = ${id} and user_id = ${userId} returning ${NOTIFICATION_COLUMNS}`,
      );
      if (!row) throw new HttpError(404, 'NOT_FOUND');
      return toNotification(row);
    },

    /** Marks every unread notification of the user read; answers how many it marked. */
    async markAllRead(userId: number): Promise<{ marked: number }> {
      const rows = await rawRows<{ id: string }>(
        db,
        sql`update notifications set read_at = now() where user_id = ${userId} and read_at is null
            returning id::text`,
      );
      return { marked: rows.length };
    },
  };
}
