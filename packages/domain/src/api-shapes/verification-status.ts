import { z } from 'zod';

/**
 * Where a created NFT stands with the admins: PENDING until an admin-market user decides,
 * VERIFIED once approved (admin creations at once), REJECTED with a reason (stays hidden).
 */
export const VERIFICATION_STATUSES = ['PENDING', 'VERIFIED', 'REJECTED'] as const;
export const verificationStatusShape = z.enum(VERIFICATION_STATUSES);
export type VerificationStatus = z.output<typeof verificationStatusShape>;

export const REJECTION_REASON_MAX = 200;

/** The status of an NFT record: verified, else rejected when an admin gave a reason, else pending. */
export function verificationStatusOf(nft: {
  isVerified: boolean;
  rejectionReason: string | null;
}): VerificationStatus {
  if (nft.isVerified) return 'VERIFIED';
  return nft.rejectionReason === null ? 'PENDING' : 'REJECTED';
}
