import {
  type ClaimHistoryItem,
  type Currency,
  currencyDecimals,
  REFERRAL_CLAIM_MAX_AGE_MS,
  REFERRAL_CLAIM_MAX_SKEW_MS,
  type ReferralClaimBody,
  type ReferralClaimCreated,
  referralClaimAmounts,
  referralClaimMessage,
  toCurrency,
} from '@vrmarket/domain';
import { eq, sql } from 'drizzle-orm';
import { type Address, formatUnits, type Hex, parseUnits, verifyMessage, zeroAddress } from 'viem';
import type { DeploymentsReader } from '../../chain/deployments.ts';
import type { Payouts } from '../../chain/payout-credit.ts';
import type { Config } from '../../config.ts';
import { type Db, rawRows } from '../../db/database.ts';
import { referralClaimItems, referralClaims } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { CLAIMED_REFERRAL } from '../referrals/service.ts';
import type { ClaimAccess } from './access.ts';
import { CLAIM_COLUMNS, CLAIM_FROM, type ClaimRow, decimalsOf, toItem } from './claim-rows.ts';

/**
 * Referral claims' writes: a user's signed request (the amounts by domain rules/referral-claim.ts)
 * and an admin's approval, which credits the wallet on the Payout contract once.
 */
export function createReferralClaimWrites({
  db,
  config,
  deployments,
  payouts,
  access,
  now,
}: {
  db: Db;
  config: { chain: Pick<Config['chain'], 'chainId'> };
  deployments: Pick<DeploymentsReader, 'contracts'>;
  /** The Payout credits (chain/payout-credit.ts), paid once each. */
  payouts: Pick<Payouts, 'credit'>;
  access: ClaimAccess;
  now: () => number;
}) {
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
      const user = await access.loadUser(userId);
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

        const byCurrency = new Map<string, typeof available>();
        for (const row of available)
          byCurrency.set(row.currency, [...(byCurrency.get(row.currency) ?? []), row]);
        const created: number[] = [];
        for (const [currency, rows] of byCurrency) {
          const decimals = decimalsOf(currency);
          const { totalUnits, percent, paymentUnits } = referralClaimAmounts({
            priceUnits: rows.map((row) => parseUnits(row.price, decimals)),
            referralCount: all?.n ?? 0,
          });
          const [claim] = await tx
            .insert(referralClaims)
            .values({
              userId: user.id,
              wallet: user.wallet!,
              subCategoryId,
              currency,
              count: rows.length,
              totalPrice: formatUnits(totalUnits, decimals),
              percent,
              payment: formatUnits(paymentUnits, decimals),
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

    /**
     * `POST …/claim-requests/:id/approve` (admins): PENDING → APPROVING by a conditional update (so
     * of any number of approvals at once one goes on, the others get 409), then the Payout credit,
     * paid once (chain/payout-credit.ts), which sets the outcome: APPROVED with its transaction
     * hash; back to PENDING when nothing was credited (502); APPROVING with its hash while the
     * chain has not told the outcome (502; settled against the chain, never sent again).
     */
    async approve(userId: number, claimId: number): Promise<ClaimHistoryItem> {
      const admin = await access.requireAdmin(userId);
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
  };
}
