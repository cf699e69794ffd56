import {
  type ClaimHistoryItem,
  type ClaimHistoryPage,
  type ClaimHistoryQuery,
  type ClaimRequestsQuery,
  type Currency,
  currencyDecimals,
  type PayoutBalances,
  pageOffset,
  REFERRAL_CLAIM_MAX_AGE_MS,
  REFERRAL_CLAIM_MAX_SKEW_MS,
  type ReferralClaimBody,
  type ReferralClaimCreated,
  referralClaimMessage,
  referralPercent,
  toCurrency,
} from '@vrmarket/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { type Address, formatUnits, type Hex, parseUnits, verifyMessage, zeroAddress } from 'viem';
import type { DeploymentsReader } from '../../chain/deployments.ts';
import type { Payouts } from '../../chain/payout-credit.ts';
import type { Config } from '../../config.ts';
import { type Db, rawRows } from '../../db/database.ts';
import { referralClaimItems, referralClaims, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { CLAIMED_REFERRAL } from '../referrals/service.ts';

type Dependencies = {
  db: Db;
  config: { chain: Pick<Config['chain'], 'chainId'> };
  deployments: Pick<DeploymentsReader, 'contracts'>;
  /** The Payout credits (chain/payout-credit.ts), paid once each. */
  payouts: Pick<Payouts, 'credit'>;
  now?: () => number;
};

export type ReferralClaimService = ReturnType<typeof createReferralClaimService>;

type ClaimRow = {
  id: string;
  sub_category_id: number | null;
  sub_category_name: string | null;
  count: number;
  total_price: string;
  percent: number;
  payment: string;
  currency: string;
  status: 'PENDING' | 'APPROVING' | 'APPROVED';
  created_at: Date | string;
  approved_at: Date | string | null;
  tx_hash: string | null;
  wallet: string;
  username: string;
};

const CLAIM_COLUMNS = sql`c.id::text, c.sub_category_id, cat.name as sub_category_name, c.count, c.total_price::text,
  c.percent, c.payment::text, c.currency, c.status, c.created_at, c.approved_at, c.tx_hash, c.wallet, u.username`;
const CLAIM_FROM = sql`referral_claims c join users u on u.id = c.user_id
  left join categories cat on cat.id = c.sub_category_id`;

const iso = (value: Date | string) => new Date(value).toISOString();

/** The mean price of `count` referrals summing to `total`, trimmed like the other amounts. */
function meanPrice(total: string, count: number, decimals: number): string {
  if (count <= 0) return '0';
  return formatUnits(parseUnits(total, decimals) / BigInt(count), decimals);
}

const decimalsOf = (currency: string) => {
  const known = toCurrency(currency);
  return known ? currencyDecimals(known) : 18;
};

function toItem(row: ClaimRow): ClaimHistoryItem {
  return {
    id: row.id,
    subCategoryId: row.sub_category_id,
    subCategoryName: row.sub_category_name,
    amount: row.count,
    pricePerUnit: meanPrice(row.total_price, row.count, decimalsOf(row.currency)),
    total: row.total_price,
    percent: row.percent,
    payment: row.payment,
    currency: row.currency,
    approved: row.status === 'APPROVED',
    status: row.status,
    createdAt: iso(row.created_at),
    approvedAt: row.approved_at ? iso(row.approved_at) : null,
    txId: row.tx_hash,
    wallet: row.wallet,
    username: row.username,
  };
}

/**
 * Referral bonus claims (ADR 0023): a user asks, with a wallet signature, to be
 * paid the bonus of a sub category's unclaimed referrals; an admin approves, which credits the
 * user's wallet on the Payout contract (their pending balance) from the operator wallet.
 */
export function createReferralClaimService({
  db,
  config,
  deployments,
  payouts,
  now = Date.now,
}: Dependencies) {
  async function loadUser(userId: number) {
    const [user] = await db
      .select({ id: users.id, wallet: users.publicKey, isAdminMarket: users.isAdminMarket })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new HttpError(401, 'UNAUTHORIZED');
    return user;
  }

  /** The signed-in user whose linked wallet is `address` (else 403). */
  async function requireWalletOwner(address: string, userId: number) {
    const user = await loadUser(userId);
    if (!user.wallet || user.wallet !== address) throw new HttpError(403, 'FORBIDDEN');
    return user;
  }

  async function requireAdmin(userId: number) {
    const user = await loadUser(userId);
    if (!user.isAdminMarket) throw new HttpError(403, 'FORBIDDEN');
    return user;
  }

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

  async function tokenOf(currency: string): Promise<{ token: Address; decimals: number }> {
    const known = toCurrency(currency);
    if (!known) throw new HttpError(502, 'PAYOUT_FAILED');
    if (known === 'ETH') return { token: zeroAddress, decimals: currencyDecimals(known) };
    const token = (await deployments.contracts())?.[known satisfies Currency];
    if (!token) throw new HttpError(503, 'FEATURE_NOT_AVAILABLE');
    return { token, decimals: currencyDecimals(known) };
  }

  return {
    /** `POST …/:subCategoryId/request-claim-refer`: one PENDING request per currency of the sub category. */
    async request(
      userId: number,
      subCategoryId: number,
      body: ReferralClaimBody,
    ): Promise<ReferralClaimCreated> {
      if (body.subCategoryId !== subCategoryId) throw new HttpError(400, 'VALIDATION_FAILED');
      const user = await loadUser(userId);
      if (!user.wallet) throw new HttpError(403, 'WALLET_NOT_LINKED');
      const age = now() - body.createdAt;
      if (age > REFERRAL_CLAIM_MAX_AGE_MS || -age > REFERRAL_CLAIM_MAX_SKEW_MS)
        throw new HttpError(400, 'CLAIM_REQUEST_EXPIRED');
      const message = referralClaimMessage({
        userId: user.id,
        wallet: user.wallet,
        subCategoryId,
        createdAt: body.createdAt,
        chainId: config.chain.chainId,
      });
      const valid = await verifyMessage({
        address: user.wallet as Address,
        message,
        signature: body.hash as Hex,
      }).catch(() => false);
      if (!valid) throw new HttpError(403, 'SIGNATURE_INVALID');

      const ids = await db.transaction(async (tx) => {
        // One request of a user at a time: the rest of the checks see every earlier request.
        await tx.execute(sql`select id from users where id = ${user.id} for update`);
        const [last] = await rawRows<{ signed_at: string | null; open: number }>(
          tx,
          sql`select max(signed_at)::text as signed_at,
                (count(*) filter (where status <> 'APPROVED' and sub_category_id = ${subCategoryId}))::int as open
              from referral_claims where user_id = ${user.id}`,
        );
        // A signature is good once: its createdAt must be newer than every request already made.
        if (last?.signed_at && Number(last.signed_at) >= body.createdAt)
          throw new HttpError(409, 'CLAIM_REQUEST_REPLAYED');
        if (last && last.open > 0) throw new HttpError(409, 'CLAIM_REQUEST_OPEN');

        const found = await rawRows<{
          chain_id: number;
          tx_hash: string;
          log_index: number;
          contract_address: string;
          token_id: string;
          price: string;
          currency: string;
        }>(
          tx,
          sql`select r.chain_id, r.tx_hash, r.log_index, r.contract_address, r.token_id::text, r.price::text,
                r.currency from referrals r
              where r.referrer_id = ${user.id} and r.sub_category_id = ${subCategoryId}
                and not ${CLAIMED_REFERRAL}
              order by r.created_at, r.id for update of r`,
        );
        // One referral a token: while a reorg is not yet applied, a mint mined again may have a
        // row under its new event key beside the old one (the token's claim item is unique).
        const tokens = new Set<string>();
        const available = found.filter((row) => {
          const token = `${row.contract_address}:${row.token_id}`;
          if (tokens.has(token)) return false;
          tokens.add(token);
          return true;
        });
        if (available.length === 0) throw new HttpError(400, 'NO_REFERRALS_TO_CLAIM');
        const [all] = await rawRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from referrals where referrer_id = ${user.id}`,
        );
        const percent = referralPercent(all?.n ?? 0);

        const byCurrency = new Map<string, typeof available>();
        for (const row of available)
          byCurrency.set(row.currency, [...(byCurrency.get(row.currency) ?? []), row]);
        const created: number[] = [];
        for (const [currency, rows] of byCurrency) {
          const decimals = decimalsOf(currency);
          const totalRaw = rows.reduce((sum, row) => sum + parseUnits(row.price, decimals), 0n);
          const paymentRaw = (totalRaw * BigInt(percent)) / 100n;
          const [claim] = await tx
            .insert(referralClaims)
            .values({
              userId: user.id,
              wallet: user.wallet!,
              subCategoryId,
              currency,
              count: rows.length,
              totalPrice: formatUnits(totalRaw, decimals),
              percent,
              payment: formatUnits(paymentRaw, decimals),
              signedAt: body.createdAt,
              signature: body.hash.toLowerCase(),
            })
            .returning({ id: referralClaims.id });
          await tx.insert(referralClaimItems).values(
            rows.map((row) => ({
              claimId: claim!.id,
              chainId: row.chain_id,
              txHash: row.tx_hash,
              logIndex: row.log_index,
              contractAddress: row.contract_address,
              tokenId: row.token_id,
            })),
          );
          created.push(claim!.id);
        }
        return created;
      });
      const rows = await rawRows<ClaimRow>(
        db,
        sql`select ${CLAIM_COLUMNS} from ${CLAIM_FROM} where c.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) order by c.id`,
      );
      return { results: rows.map(toItem) };
    },

    /** `GET …/:address/request-list`: the wallet owner's claim history, newest first. */
    async history(address: string, userId: number, query: ClaimHistoryQuery): Promise<ClaimHistoryPage> {
      const user = await requireWalletOwner(address, userId);
      return claimPage(sql`c.user_id = ${user.id}`, query);
    },

    /** `GET …/claim-requests` (admins): requests by status, newest first. */
    async list(userId: number, query: ClaimRequestsQuery): Promise<ClaimHistoryPage> {
      await requireAdmin(userId);
      const where =
        query.status === 'ALL'
          ? sql`true`
          : query.status === 'APPROVED'
            ? sql`c.status = 'APPROVED'`
            : sql`c.status <> 'APPROVED'`;
      return claimPage(where, query);
    },

    /**
     * `POST …/claim-requests/:id/approve` (admins): PENDING → APPROVING by a conditional update (so
     * of any number of approvals at once one goes on, the others get 409), then the Payout credit,
     * paid once (chain/payout-credit.ts), which sets the outcome: APPROVED with its transaction
     * hash; back to PENDING when nothing was credited (502); APPROVING with its hash while the
     * chain has not told the outcome (502; settled against the chain, never sent again).
     */
    async approve(userId: number, claimId: number): Promise<ClaimHistoryItem> {
      const admin = await requireAdmin(userId);
      const [taken] = await rawRows<{ wallet: string; currency: string; payment: string }>(
        db,
        sql`update referral_claims set status = 'APPROVING', approved_by = ${admin.id}
            where id = ${claimId} and status = 'PENDING'
            returning wallet, currency, payment::text`,
      );
      if (!taken) {
        const [exists] = await db
          .select({ id: referralClaims.id })
          .from(referralClaims)
          .where(eq(referralClaims.id, claimId));
        throw exists
          ? new HttpError(409, 'CLAIM_REQUEST_NOT_PENDING')
          : new HttpError(404, 'CLAIM_REQUEST_NOT_FOUND');
      }
      let target: { token: Address; decimals: number };
      try {
        target = await tokenOf(taken.currency);
      } catch (error) {
        await db.execute(
          sql`update referral_claims set status = 'PENDING', approved_by = null
              where id = ${claimId} and status = 'APPROVING'`,
        );
        throw error;
      }
      await payouts.credit('REFERRAL_CLAIM', claimId, {
        token: target.token,
        account: taken.wallet as Address,
        amount: parseUnits(taken.payment, target.decimals),
      });
      const [row] = await rawRows<ClaimRow>(
        db,
        sql`select ${CLAIM_COLUMNS} from ${CLAIM_FROM} where c.id = ${claimId}`,
      );
      return toItem(row!);
    },

    /** `GET …/:address/payout-balances`: the wallet's Payout balances as projected from the chain's events. */
    async balances(address: string, userId: number): Promise<PayoutBalances> {
      await requireWalletOwner(address, userId);
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
