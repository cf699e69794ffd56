import type { CollectionDaily, NftPriceHistory } from '@vrmarket/domain';
import { describe, expect, it } from 'vitest';
import { collectionChartData, nftChartData, pickCurrency, sumDecimals } from './series.ts';

const at = (day: number, hour = 12) =>
  `2026-11-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;
const secondsOf = (iso: string) => Date.parse(iso) / 1000;

describe('NFT price history → chart series', () => {
  const history: NftPriceHistory = {
    currencies: [
      {
        currency: 'USDT',
        sales: [
          { at: at(3), price: '11.25' },
          { at: at(5), price: '15' },
        ],
        listings: [
          { at: at(1), price: '12' },
          { at: at(3), price: '20' },
        ],
      },
      { currency: 'VRA', sales: [], listings: [{ at: at(4), price: '0.5' }] },
    ],
  };

  it('puts sales and listings of one currency on one time axis, null where a series has no point', () => {
    const data = nftChartData(history, 'USDT')!;
    expect(data.columns).toEqual([
      [secondsOf(at(1)), secondsOf(at(3)), secondsOf(at(5))],
      [null, 11.25, 15],
      [12, 20, null],
    ]);
    expect(data.rows).toEqual([
      { at: at(1), sale: null, listing: '12' },
      { at: at(3), sale: '11.25', listing: '20' },
      { at: at(5), sale: '15', listing: null },
    ]);
    expect(data.summary).toEqual({ sales: 2, listings: 2, range: { min: '11.25', max: '20' } });
  });

  it('keeps currencies apart', () => {
    const vra = nftChartData(history, 'VRA')!;
    expect(vra.columns).toEqual([[secondsOf(at(4))], [null], [0.5]]);
    expect(vra.summary).toEqual({ sales: 0, listings: 1, range: { min: '0.5', max: '0.5' } });
  });

  it('has nothing to draw for a currency without points or an empty history', () => {
    expect(nftChartData(history, 'BIVE')).toBeNull();
    expect(nftChartData({ currencies: [] }, 'USDT')).toBeNull();
  });
});

describe('collection daily figures → chart series', () => {
  const daily: CollectionDaily = {
    from: '2026-11-20',
    to: '2026-11-24',
    currencies: [
      {
        currency: 'USDT',
        days: [
          { day: '2026-11-21', floor: '25.5', volume: '65.5', sales: 2 },
          { day: '2026-11-24', floor: '60', volume: '60.1', sales: 1 },
        ],
      },
      { currency: 'VRA', days: [{ day: '2026-11-23', floor: '0.2', volume: '0.2', sales: 1 }] },
    ],
  };

  it('spans every day of the range, with gaps on days without sales', () => {
    const data = collectionChartData(daily, 'USDT')!;
    const day = (d: number) => secondsOf(`2026-11-${d}T00:00:00Z`);
    expect(data.columns).toEqual([
      [day(20), day(21), day(22), day(23), day(24)],
      [null, 25.5, null, null, 60],
      [null, 65.5, null, null, 60.1],
    ]);
    expect(data.rows).toHaveLength(2);
    expect(data.summary).toEqual({ sales: 3, activeDays: 2, volume: '125.6', lowestFloor: '25.5', days: 5 });
  });

  it('keeps currencies apart and has nothing to draw without sales', () => {
    expect(collectionChartData(daily, 'VRA')!.columns[1]).toEqual([null, null, null, 0.2, null]);
    expect(collectionChartData({ ...daily, currencies: [] }, 'USDT')).toBeNull();
  });
});

describe('helpers', () => {
  it('picks the preferred currency when it has data, else the first', () => {
    expect(pickCurrency(['USDT', 'VRA'], 'VRA')).toBe('VRA');
    expect(pickCurrency(['USDT', 'VRA'], 'BIVE')).toBe('USDT');
    expect(pickCurrency([], 'USDT')).toBeNull();
  });

  it('sums decimal texts exactly', () => {
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
    expect(sumDecimals(['65.5', '60.1'])).toBe('125.6');
    expect(sumDecimals(['1000000000000000000000', '0.000000000000000001'])).toBe(
      '1000000000000000000000.000000000000000001',
    );
    expect(sumDecimals([])).toBe('0');
  });
});
