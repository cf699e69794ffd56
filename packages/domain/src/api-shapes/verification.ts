import { z } from 'zod';
import { PAGE_SIZE } from '../constants.ts';
import { nftPage } from './nft.ts';
import { limitParam, pageParam } from './query-params.ts';
import { REJECTION_REASON_MAX, verificationStatusShape } from './verification-status.ts';

export * from './verification-status.ts';

/** `GET /api/v1/mp/verification` (admin-market only): the unverified NFTs, newest first. */
export const verificationListQuery = z.object({
  page: pageParam,
  limit: limitParam(PAGE_SIZE.other),
});
export type VerificationListQuery = z.output<typeof verificationListQuery>;

/** The queue is an NFT page; each item carries `verificationStatus` 'PENDING'. */
export const verificationPage = nftPage;
export type VerificationPage = z.output<typeof verificationPage>;

/** `POST /api/v1/mp/verification/:id/reject` body. */
export const rejectNftBody = z
  .object({ reason: z.string().trim().min(1).max(REJECTION_REASON_MAX) })
  .meta({ id: 'RejectNftBody' });
export type RejectNftBody = z.output<typeof rejectNftBody>;

/** The answer of approve and reject. */
export const verificationDecision = z
  .object({
    id: z.string(),
    verificationStatus: verificationStatusShape,
    isVerified: z.boolean(),
    isShow: z.boolean(),
    rejectionReason: z.string().nullable(),
  })
  .meta({ id: 'VerificationDecision' });
export type VerificationDecision = z.output<typeof verificationDecision>;
