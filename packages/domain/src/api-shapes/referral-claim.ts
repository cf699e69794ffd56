import { z } from 'zod';
import { PAGE_SIZE } from '../constants.ts';
import { paged } from './page.ts';
import { idText, limitParam, pageParam } from './query-params.ts';

/** How old a signed referral claim request may be when it reaches the api. */
export const REFERRAL_CLAIM_MAX_AGE_MS = 10 * 60_000;
/** How far ahead of the api's clock a request's createdAt may be (clock skew). */
export const REFERRAL_CLAIM_MAX_SKEW_MS = 2 * 60_000;

/**
 * The text the user's wallet signs (personal_sign) to request a referral claim: it binds the
 * account, its wallet, the sub category, the moment and the chain, so a signature cannot be reused
 * for another account, sub category or time (the api also refuses a createdAt it has seen).
 */
export function referralClaimMessage(input: {
  userId: number | string;
  wallet: string;
  subCategoryId: number;
  createdAt: number;
  chainId: number;
}): string {
  return [
    'vrmarket: request my referral bonus',
    `Account: ${input.userId}`,
    `Wallet: ${input.wallet.toLowerCase()}`,
    `Sub category: ${input.subCategoryId}`,
    `Created at: ${input.createdAt}`,
    `Chain: ${input.chainId}`,
  ].join('\n');
}

/** `POST /api/v1/nft/:subCategoryId/request-claim-refer` path. */
export const referralClaimParams = z.object({ subCategoryId: idText });

/** Its body (R-API-18): subCategoryId, createdAt (ms since epoch) and hash (the wallet's signature). */
export const referralClaimBody = z
  .object({
    /**
     * A number or its digits (the path's id comes as text). A clone of idText: a digit-text branch
     * shared with other schemas drops out of the api's OpenAPI document (see create-nft.ts).
     */
    subCategoryId: z.union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), idText.clone()]),
    createdAt: z.number().int().positive(),
    hash: z.string().regex(/^0x[0-9a-fA-F]{130}$/, { error: 'must be a 65-byte signature' }),
  })
  .meta({ id: 'ReferralClaimBody' });
export type ReferralClaimBody = z.output<typeof referralClaimBody>;

export const claimStatusShape = z.enum(['PENDING', 'APPROVING', 'APPROVED']);
export type ClaimStatus = z.output<typeof claimStatusShape>;

/** The spec's claim history item, plus the currency, status and the requester (admin list). */
export const claimHistoryItemShape = z
  .object({
    id: z.string(),
    subCategoryId: z.number().int().nullable(),
    subCategoryName: z.string().nullable(),
    /** Number of referrals the request covers. */
    amount: z.number().int(),
    /** Mean price of those referrals, whole units. */
    pricePerUnit: z.string(),
    /** Sum of their prices, whole units. */
    total: z.string(),
    /** The reward percentage (the requester's number of referrals, capped at 20). */
    percent: z.number().int(),
    /** The reward: total × percent / 100, whole units of `currency`. */
    payment: z.string(),
    currency: z.string(),
    approved: z.boolean(),
    status: claimStatusShape,
    createdAt: z.string(),
    approvedAt: z.string().nullable(),
    /** The Payout credit transaction, once approved. */
    txId: z.string().nullable(),
    /** The requester's wallet and username. */
    wallet: z.string(),
    username: z.string(),
  })
  .meta({ id: 'ClaimHistoryItem' });
export type ClaimHistoryItem = z.output<typeof claimHistoryItemShape>;

export const claimHistoryPage = paged(claimHistoryItemShape).meta({ id: 'ClaimHistoryPage' });
export type ClaimHistoryPage = z.output<typeof claimHistoryPage>;

/** The answer of a claim request: the requests created (one per currency of the sub category). */
export const referralClaimCreated = z
  .object({ results: z.array(claimHistoryItemShape) })
  .meta({ id: 'ReferralClaimCreated' });
export type ReferralClaimCreated = z.output<typeof referralClaimCreated>;

/** `GET …/:address/request-list` (claim history) and the admin list's query. */
export const claimHistoryQuery = z.object({
  page: pageParam,
  limit: limitParam(PAGE_SIZE.claimHistory),
});
export type ClaimHistoryQuery = z.output<typeof claimHistoryQuery>;

export const claimRequestsQuery = claimHistoryQuery.extend({
  status: z.enum(['PENDING', 'APPROVED', 'ALL']).default('PENDING'),
});
export type ClaimRequestsQuery = z.output<typeof claimRequestsQuery>;

/** One currency of a wallet's Payout balance as the indexer projects it from Credited/Withdrawn events. */
export const payoutBalanceShape = z
  .object({
    currency: z.string(),
    /** The token address (0x0 for the native coin). */
    token: z.string(),
    credited: z.string(),
    withdrawn: z.string(),
    pending: z.string(),
  })
  .meta({ id: 'PayoutBalance' });
export const payoutBalancesShape = z
  .object({ results: z.array(payoutBalanceShape) })
  .meta({ id: 'PayoutBalances' });
export type PayoutBalances = z.output<typeof payoutBalancesShape>;
