import { makePageQuery, PAGE_SIZE, paged } from '@vrmarket/domain';
import { z } from 'zod';

const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, { error: 'must be a 0x address' })
  .transform((value) => value.toLowerCase());

export const referListParamsSchema = z.object({ address: address.describe('the referrer’s wallet') });
export const referListQuerySchema = makePageQuery(PAGE_SIZE.referral);
export type ReferListQuery = z.output<typeof referListQuerySchema>;

/** The spec's referral item: tokenId, code, receiver, subCategoryName, claimed, createdAt, txId, price. */
export const referralItemSchema = z
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
export type ReferralItem = z.infer<typeof referralItemSchema>;

/** One line of the summary: the referrals of a sub-category paid in one currency. */
export const referralSummarySchema = z
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
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

export const referListSchema = paged(referralItemSchema)
  .extend({ summary: z.array(referralSummarySchema) })
  .meta({ id: 'ReferList' });
export type ReferList = z.infer<typeof referListSchema>;
