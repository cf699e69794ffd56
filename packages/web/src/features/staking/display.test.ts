import type { StakingRecord } from '@vrmarket/domain';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../i18n/resources.ts';
import { durationLabel, earnedOf, estimateOf, termLabel } from './display.ts';

const DAY = 86_400_000;
const start = Date.parse('2026-03-01T00:00:00Z');
const record = (values: Partial<StakingRecord>): StakingRecord => ({
  _id: '1',
  tokenId: '7',
  contractAddress: '0x0',
  nftId: '7',
  nft: [],
  assets: [{ id: '1', value: '1200', assetType: 'VR Homes' }],
  apy: 0.4,
  duration: 30 * DAY,
  code: 'D30',
  type: 'LOCKED',
  status: 'CONFIRMED',
  startDate: new Date(start).toISOString(),
  endDate: new Date(start + 30 * DAY).toISOString(),
  claimedAt: null,
  transactionHash: null,
  amount: '30',
  updatedAt: new Date(start).toISOString(),
  createdAt: new Date(start).toISOString(),
  stakeId: '1',
  returned: false,
  ...values,
});

const texts = i18next.createInstance();
let t: TFunction;
beforeAll(async () => {
  t = await texts.init({ resources, lng: 'en' });
});

describe('a staking card', () => {
  it('a new locked stake has earned nothing on day one; its term estimate is labelled apart', () => {
    const stake = record({});
    expect(earnedOf(stake, start + 3_600_000)).toBe('0.0000 USDT');
    expect(estimateOf(stake)).toBe('40.0000 USDT');
    expect(earnedOf(stake, start + 15 * DAY)).toBe('20.0000 USDT');
    expect([t('staking.earned'), t('staking.estimatedAtEnd')]).toEqual([
      'Earned so far',
      'Estimated at the end',
    ]);
  });

  it("a flexible stake reads 'Flexible' once, with no lock as its duration", () => {
    const stake = record({ type: 'FLEXIBLE', code: 'DAYS', duration: 0, endDate: null });
    expect(termLabel(t, stake)).toBe('No lock');
    expect(estimateOf(stake)).toBeNull();
    // The duration filter keeps the spec's 'Flexible' for the 'DAYS' code.
    expect(durationLabel(t, stake)).toBe('Flexible');
    expect(termLabel(t, record({}))).toBe('30 days');
  });
});
