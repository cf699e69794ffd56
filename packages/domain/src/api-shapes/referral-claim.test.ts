import { describe, expect, it } from 'vitest';
import { referralClaimBody } from './referral-claim.ts';

const HASH = `0x${'ab'.repeat(65)}`;
const subCategoryOf = (subCategoryId: unknown) =>
  referralClaimBody.safeParse({ subCategoryId, createdAt: 1, hash: HASH }).data?.subCategoryId;

describe('referralClaimBody', () => {
  it('takes the sub category as a number or as its digits, nothing else', () => {
    expect([subCategoryOf(12), subCategoryOf('12')]).toEqual([12, 12]);
    expect([subCategoryOf('1e1'), subCategoryOf(' 12'), subCategoryOf(true), subCategoryOf(0)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
