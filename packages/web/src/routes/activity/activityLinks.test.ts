import { type ActivityItem, ActivityType } from '@vrmarket/domain';
import { describe, expect, it } from 'vitest';
import { ownsActivityNft } from './activityLinks.ts';

const item = (ownerAddress: string | null): ActivityItem => ({
  id: '1',
  tokenId: '7',
  name: 'Item',
  type: ActivityType.BUY,
  price: '1',
  currency: 'USDT',
  from: null,
  to: null,
  status: 'SUCCESS',
  createdAt: new Date(0).toISOString(),
  txId: '0xabc',
  objectId: '7',
  nft_details: { ownerAddress },
});

describe('activity', () => {
  it('opens the inventory detail only for the NFT the user owns (case-insensitive)', () => {
    expect(
      ownsActivityNft(
        item('0xAbC0000000000000000000000000000000000001'),
        '0xabc0000000000000000000000000000000000001',
      ),
    ).toBe(true);
    expect(ownsActivityNft(item('0x1'), '0xabc0000000000000000000000000000000000001')).toBe(false);
    expect(ownsActivityNft(item(null), '0xabc0000000000000000000000000000000000001')).toBe(false);
  });
});
