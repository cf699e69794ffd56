import {
  type PageQuery,
  pageOffset,
  RECOMMEND_DESIGN_TOTAL,
  type RecommendAvailability,
  type RecommendRequestPage,
  type RecommendSendAnswer,
} from '@vrmarket/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type RecommendAttachmentRow, recommendDesignRequests, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';

export type RecommendService = ReturnType<typeof createRecommendService>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type RecommendInput = {
  email: string;
  phoneNumber: string;
  category: string;
  description: string;
  attachments: RecommendAttachmentRow[];
};

const availabilityOf = (sent: number): RecommendAvailability => ({
  available: Math.max(0, RECOMMEND_DESIGN_TOTAL - sent),
  total: RECOMMEND_DESIGN_TOTAL,
});

/**
 * Recommend-design requests (spec "Recommend Design NFT form"): each account may send
 * RECOMMEND_DESIGN_TOTAL in all; the admin-market users read what arrived.
 */
export function createRecommendService({ db }: { db: Db }) {
  async function sentBy(tx: Tx | Db, userId: number): Promise<number> {
    const [row] = await tx
      .select({ sent: count() })
      .from(recommendDesignRequests)
      .where(eq(recommendDesignRequests.userId, userId));
    return row?.sent ?? 0;
  }

  return {
    async availability(userId: number): Promise<RecommendAvailability> {
      return availabilityOf(await sentBy(db, userId));
    },

    /** Stores a request; the user row is locked so two sends at once cannot pass the limit. */
    async send(userId: number, input: RecommendInput): Promise<RecommendSendAnswer> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!user) throw new HttpError(401, 'UNAUTHORIZED');
        const sent = await sentBy(tx, userId);
        if (availabilityOf(sent).available === 0) throw new HttpError(403, 'RECOMMEND_LIMIT_REACHED');
        const [row] = await tx
          .insert(recommendDesignRequests)
          .values({ userId, ...input })
          .returning({ id: recommendDesignRequests.id });
        return { id: String(row!.id), ...availabilityOf(sent + 1) };
      });
    },

    /** The received requests, newest first (admin-market users only: 403 for anybody else). */
    async list(userId: number, query: PageQuery): Promise<RecommendRequestPage> {
      const [caller] = await db
        .select({ isAdminMarket: users.isAdminMarket })
        .from(users)
        .where(eq(users.id, userId));
      if (!caller) throw new HttpError(401, 'UNAUTHORIZED');
      if (!caller.isAdminMarket) throw new HttpError(403, 'FORBIDDEN');
      const rows = await db
        .select({ request: recommendDesignRequests, username: users.username })
        .from(recommendDesignRequests)
        .leftJoin(users, eq(users.id, recommendDesignRequests.userId))
        .orderBy(desc(recommendDesignRequests.createdAt), desc(recommendDesignRequests.id))
        .limit(query.limit)
        .offset(pageOffset(query));
      const [total] = await db.select({ total: count() }).from(recommendDesignRequests);
      return {
        results: rows.map(({ request, username }) => ({
          id: String(request.id),
          email: request.email,
          phoneNumber: request.phoneNumber,
          category: request.category,
          description: request.description,
          attachments: request.attachments,
          username,
          createdAt: request.createdAt.toISOString(),
        })),
        total: total?.total ?? 0,
        page: query.page,
        limit: query.limit,
      };
    },
  };
}
