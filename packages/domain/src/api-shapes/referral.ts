import { z } from 'zod';
import { paged } from './page.ts';

/** The spec's referral item: tokenId, code, receiver, subCategoryName, claimed, createdAt, txId, price. */
export const referralItemShape = z
  .object({
    id: z.string(),
    tokenId: z.string(),
    /** The NFT's id (the detail page's). */
    objectId: z.string().nullable(),
    code: z.string(),
    /** The buyer's wallet. */
    receiver: z.string(),
    subCategoryName: z.string().nullable(),
    claimed: z.boolean(),
    createdAt: z.string(),
    txId: z.string(),
    /** The minting price the buyer paid, whole units. */
    price: z.string(),
    currency: z.string(),
  })
  .meta({ id: 'ReferralItem' });
export type ReferralItem = z.output<typeof referralItemShape>;

/** One line of the summary: the referrals of a sub-category paid in one currency. */
export const referralSummaryShape = z
  .object({
    subCategoryId: z.number().int().nullable(),
    subCategoryName: z.string().nullable(),
    currency: z.string(),
    count: z.number().int(),
    /** Sum of the prices paid, whole units. */
    totalPrice: z.string(),
    /** Referrals not claimed yet. */
    available: z.number().int(),
  })
  .meta({ id: 'ReferralSummary' });
export type ReferralSummary = z.output<typeof referralSummaryShape>;

/** `GET /api/v1/nft/:address/refer-list`: a page of referrals and the summary per sub-category. */
export const referListShape = paged(referralItemShape)
  .extend({ summary: z.array(referralSummaryShape) })
  .meta({ id: 'ReferList' });
export type ReferList = z.output<typeof referListShape>;
