import { describe, expect, it } from 'vitest';
import { createStakingBody, stakingActionBody, stakingListQuery } from './staking.ts';

const contract = '0xABCDEF0123456789ABCDEF0123456789ABCDEF01';

describe('staking shapes', () => {
  it('create: code defaults to DAYS and amount to 0; the contract is lowercased', () => {
    expect(createStakingBody.parse({ tokenId: '7', contractAddress: contract })).toEqual({
      tokenId: '7',
      contractAddress: contract.toLowerCase(),
      code: 'DAYS',
      amount: '0',
    });
    expect(createStakingBody.safeParse({ tokenId: '-1', contractAddress: contract }).success).toBe(false);
  });

  it('claim and cancel take an optional transaction hash', () => {
    expect(stakingActionBody.safeParse({ tokenId: '1', contractAddress: contract }).success).toBe(true);
    expect(
      stakingActionBody.safeParse({ tokenId: '1', contractAddress: contract, transactionHash: '0x12' })
        .success,
    ).toBe(false);
  });

  it('the active list: 4 per page, category lists from text, CONFIRMED status', () => {
    expect(stakingListQuery.parse({ categoryIds: '54,50', status: 'CONFIRMED' })).toMatchObject({
      page: 1,
      limit: 4,
      categoryIds: [54, 50],
      subCategoryIds: [],
      status: 'CONFIRMED',
    });
    expect(stakingListQuery.safeParse({ status: 'DONE' }).success).toBe(false);
  });
});
