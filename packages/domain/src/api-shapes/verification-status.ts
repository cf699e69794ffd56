import { z } from 'zod';

/**
 * Where a created NFT stands with the admins: PENDING until an admin-market user decides,
 * VERIFIED once approved (admin creations at once), REJECTED with a reason (stays hidden).
 */
export const VERIFICATION_STATUSES = ['PENDING', 'VERIFIED', 'REJECTED'] as const;
export const verificationStatusShape = z.enum(VERIFICATION_STATUSES);
export type VerificationStatus = z.output<typeof verificationStatusShape>;

export const REJECTION_REASON_MAX = 200;
