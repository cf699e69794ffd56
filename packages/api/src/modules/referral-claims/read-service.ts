import type {
  ClaimHistoryPage,
  ClaimHistoryQuery,
  ClaimRequestsQuery,
  PayoutBalances,
} from '@vrmarket/domain';
import { pageOffset } from '@vrmarket/domain';
import { type SQL, sql } from 'drizzle-orm';
import { formatUnits, parseUnits } from 'viem';
import { type Db, rawRows } from '../../db/database.ts';
import type { ClaimAccess } from './access.ts';
import { CLAIM_COLUMNS, CLAIM_FROM, type ClaimRow, decimalsOf, toItem } from './claim-rows.ts';

/** Referral claims' reads: a user's claim history, the admins' queue and a wallet's Payout balances. */
export function createReferralClaimReads({ db, access }: { db: Db; access: ClaimAccess }) {
  async function claimPage(where: SQL, query: ClaimHistoryQuery): Promise<ClaimHistoryPage> {
    const [rows, [count]] = await Promise.all([
      rawRows<ClaimRow>(
        db,
        sql`select ${CLAIM_COLUMNS} from ${CLAIM_FROM} where ${where}
            order by c.created_at desc, c.id desc limit ${query.limit} offset ${pageOffset(query)}`,
      ),
      rawRows<{ total: number }>(db, sql`select count(*)::int as total from ${CLAIM_FROM} where ${where}`),
    ]);
    return { results: rows.map(toItem), total: count?.total ?? 0, page: query.page, limit: query.limit };
  }

  return {
    /** `GET …/:address/request-list`: the wallet owner's claim history, newest first. */
    async history(address: string, userId: number, query: ClaimHistoryQuery): Promise<ClaimHistoryPage> {
      const user = await access.requireWalletOwner(address, userId);
      return claimPage(sql`c.user_id = ${user.id}`, query);
    },

    /** `GET …/claim-requests` (admins): requests by status, newest first. */
    async list(userId: number, query: ClaimRequestsQuery): Promise<ClaimHistoryPage> {
      await access.requireAdmin(userId);
      const where =
        query.status === 'ALL'
          ? sql`true`
          : query.status === 'APPROVED'
            ? sql`c.status = 'APPROVED'`
            : sql`c.status <> 'APPROVED'`;
      return claimPage(where, query);
    },

    /** `GET …/:address/payout-balances`: the wallet's Payout balances as projected from the chain's events. */
    async balances(address: string, userId: number): Promise<PayoutBalances> {
      await access.requireWalletOwner(address, userId);
      const rows = await rawRows<{ currency: string; token: string; credited: string; withdrawn: string }>(
        db,
        sql`select currency, token,
                coalesce(sum(amount) filter (where kind = 'CREDIT'), 0)::text as credited,
                coalesce(sum(amount) filter (where kind = 'WITHDRAW'), 0)::text as withdrawn
              from payout_movements where account = ${address}
              group by currency, token order by currency`,
      );
      return {
        results: rows.map((row) => {
          const decimals = decimalsOf(row.currency);
          const pending = parseUnits(row.credited, decimals) - parseUnits(row.withdrawn, decimals);
          return { ...row, pending: formatUnits(pending, decimals) };
        }),
      };
    },
  };
}
