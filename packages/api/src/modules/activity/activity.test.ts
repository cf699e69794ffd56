import { ActivityType, PurchaseStatus } from '@vrmarket/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aliceBobAndAdmin, createTestApp, injectAs, type TestApp } from '../../../test/app.ts';
import { createFactory, wallet } from '../../../test/factory.ts';
import { activities } from '../../db/schema/index.ts';

describe('GET /api/v1/nft/:address/activity: the CREATED rows of NFTs not on the market', () => {
  let test: TestApp;
  const tokens: Record<'alice' | 'bob' | 'admin', string> = { alice: '', bob: '', admin: '' };
  const feed = (token: string | null) =>
    injectAs(test.app, 'GET', `/api/v1/nft/${wallet(1)}/activity?limit=100`, token);
  const names = (response: Awaited<ReturnType<typeof feed>>) =>
    response.json().results.map((row: { name: string }) => row.name);

  beforeAll(async () => {
    test = await createTestApp();
    const make = createFactory(test.components.db);
    await make.categories([{ id: 54, name: 'vr3DNFTs' }]);
    Object.assign(tokens, await aliceBobAndAdmin(test));
    const unverified = { purchaseStatus: PurchaseStatus.UNVERIFIED, seller: null } as const;
    const created = [
      ['Shown', await make.nft({ purchaseStatus: PurchaseStatus.NONE, seller: null }), 'SUCCESS'],
      ['Unreviewed', await make.nft({ ...unverified, isShow: false }), 'PENDING'],
      ['Rejected', await make.nft({ ...unverified, isShow: false, rejectionReason: 'Blurry' }), 'REJECTED'],
      [
        'Hidden',
        await make.nft({ purchaseStatus: PurchaseStatus.NONE, seller: null, isShow: false }),
        'SUCCESS',
      ],
    ] as const;
    await test.components.db.insert(activities).values(
      created.map(([name, nft, status]) => ({
        type: ActivityType.CREATED,
        nftId: nft.id,
        name,
        toAddress: wallet(1),
        status,
      })),
    );
  });
  afterAll(() => test.close());

  it('shows a visitor and another user only the rows of NFTs on the market', async () => {
    for (const token of [null, tokens.bob]) {
      const response = await feed(token);
      expect(response.statusCode).toBe(200);
      expect(names(response)).toEqual(['Shown']);
      expect(response.json().total).toBe(1);
    }
  });

  it('shows the owner and an admin every row', async () => {
    for (const token of [tokens.alice, tokens.admin]) {
      const response = await feed(token);
      expect(names(response).sort()).toEqual(['Hidden', 'Rejected', 'Shown', 'Unreviewed']);
      expect(response.json().total).toBe(4);
    }
  });
});
