import type { ReferList } from '@vrmarket/domain';
import { pageOffset } from '@vrmarket/domain';
import { eq, sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { ReferListQuery } from './schema.ts';

export type ReferralService = {
  /** The referrals the wallet's account earned, newest first, with the per-sub-category summary. */
  list(address: string, userId: number, query: ReferListQuery): Promise<ReferList>;
};

type ItemRow = {
  id: string;
  token_id: string;
  nft_id: string | null;
  code: string;
  receiver_address: string;
  sub_category_name: string | null;
  claimed: boolean;
  created_at: Date | string;
  tx_hash: string;
  price: string;
  currency: string;
};

type SummaryRow = {
  sub_category_id: number | null;
  sub_category_name: string | null;
  currency: string;
  count: number;
  total_price: string;
  available: number;
};

/**
 * The referral `r` is in a claim: by its event key, or by its token's mint (mined again elsewhere
 * after a reorg, at other log indexes). `referral_claim_items_token_key` keeps a token in one claim.
 */
export const CLAIMED_REFERRAL = sql`exists (select 1 from referral_claim_items i where i.chain_id = r.chain_id
  and ((i.tx_hash = r.tx_hash and i.log_index = r.log_index)
    or (i.contract_address = r.contract_address and i.token_id = r.token_id)))`;

/** Claimed: asked for in a claim request (by its event key or its token, which survive a reorg) or flagged. */
const CLAIMED = sql`(r.claimed or ${CLAIMED_REFERRAL})`;

/** Referral rewards (spec "Referral item", Claim page REFERRAL BONUS): only their owner reads them. */
export function createReferralService({ db }: { db: Db }): ReferralService {
  return {
    async list(address, userId, query) {
      const [user] = await db.select({ publicKey: users.publicKey }).from(users).where(eq(users.id, userId));
      if (!user) throw new HttpError(401, 'UNAUTHORIZED');
      if (user.publicKey !== address) throw new HttpError(403, 'FORBIDDEN');

      const mine = sql`r.referrer_id = ${userId}`;
      const items = await rawRows<ItemRow>(
        db,
        sql`select r.id::text, r.token_id::text, r.nft_id::text, r.code, r.receiver_address,
              c.name as sub_category_name, ${CLAIMED} as claimed, r.created_at, r.tx_hash, r.price::text, r.currency
            from referrals r left join categories c on c.id = r.sub_category_id
            where ${mine}
            order by r.created_at desc, r.id desc
            limit ${query.limit} offset ${pageOffset(query)}`,
      );
      const summary = await rawRows<SummaryRow>(
        db,
        sql`select r.sub_category_id, c.name as sub_category_name, r.currency, count(*)::int as count,
              sum(r.price)::text as total_price, (count(*) filter (where not ${CLAIMED}))::int as available
            from referrals r left join categories c on c.id = r.sub_category_id
            where ${mine}
            group by r.sub_category_id, c.name, r.currency
            order by c.name nulls last, r.currency`,
      );
      return {
        results: items.map((row) => ({
          id: row.id,
          tokenId: row.token_id,
          objectId: row.nft_id,
          code: row.code,
          receiver: row.receiver_address,
          subCategoryName: row.sub_category_name,
          claimed: row.claimed,
          createdAt: new Date(row.created_at).toISOString(),
          txId: row.tx_hash,
          price: row.price,
          currency: row.currency,
        })),
        total: summary.reduce((sum, line) => sum + line.count, 0),
        page: query.page,
        limit: query.limit,
        summary: summary.map((line) => ({
          subCategoryId: line.sub_category_id,
          subCategoryName: line.sub_category_name,
          currency: line.currency,
          count: line.count,
          totalPrice: line.total_price,
          available: line.available,
        })),
      };
    },
  };
}
