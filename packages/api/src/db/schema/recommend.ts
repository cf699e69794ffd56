import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, idRef } from './columns.ts';
import { users } from './users.ts';

/** An attachment of a recommend-design request: the stored picture and the name it was sent with. */
export type RecommendAttachmentRow = { url: string; name: string; size: number };

/** A recommend-design request (R-DATA-17), read by the admins. */
export const recommendDesignRequests = pgTable(
  'recommend_design_requests',
  {
    id: identityId(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    attachments: jsonb('attachments').$type<RecommendAttachmentRow[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('recommend_design_requests_user_idx').on(t.userId),
    index('recommend_design_requests_created_idx').on(t.createdAt, t.id),
  ],
);
