import type { CollectionDaily, NftPriceHistory } from '@vrmarket/domain';

/**
 * The api's price history → what the chart (uPlot's aligned columns: x in seconds, one y column
 * per series, null where a series has no point) and the accessible table show. Pure: unit-tested.
 */

/** Prices are decimal text; the chart plots numbers, the table and summaries keep the text. */
const plotted = (price: string) => Number(price);

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

const DAY_SECONDS = 86_400;

/** The currency to show first: the one asked for if it has data, else the first. */
export function pickCurrency(available: string[], preferred?: string | null): string | null {
  if (preferred && available.includes(preferred)) return preferred;
  return available[0] ?? null;
}

/** Lowest and highest of decimal texts, compared as numbers (null when there are none). */
function range(prices: string[]): { min: string; max: string } | null {
  if (prices.length === 0) return null;
  let min = prices[0]!;
  let max = prices[0]!;
  for (const price of prices) {
    if (plotted(price) < plotted(min)) min = price;
    if (plotted(price) > plotted(max)) max = price;
  }
  return { min, max };
}

const SCALE = 18;
/** Exact sum of decimal texts (volumes): summed as integers of 10⁻¹⁸, written back as decimal text. */
export function sumDecimals(values: string[]): string {
  let total = 0n;
  for (const value of values) {
    const negative = value.startsWith('-');
    const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
    const scaled =
      BigInt(whole || '0') * 10n ** BigInt(SCALE) + BigInt(fraction.slice(0, SCALE).padEnd(SCALE, '0'));
    total += negative ? -scaled : scaled;
  }
  const sign = total < 0n ? '-' : '';
  const digits = (total < 0n ? -total : total).toString().padStart(SCALE + 1, '0');
  const fraction = digits.slice(-SCALE).replace(/0+$/, '');
  const whole = digits.slice(0, -SCALE);
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

export type NftChartData = {
  currency: string;
  /** [times, sales, listings] in uPlot's aligned form. */
  columns: [number[], (number | null)[], (number | null)[]];
  /** One table row per time, oldest first. */
  rows: { at: string; sale: string | null; listing: string | null }[];
  summary: { sales: number; listings: number; range: { min: string; max: string } | null };
};

/** One currency of an NFT's history: sales and listings on one time axis. */
export function nftChartData(history: NftPriceHistory, currency: string): NftChartData | null {
  const series = history.currencies.find((entry) => entry.currency === currency);
  if (!series || series.sales.length + series.listings.length === 0) return null;
  const byTime = new Map<string, { at: string; sale: string | null; listing: string | null }>();
  const rowAt = (at: string) => {
    let row = byTime.get(at);
    if (!row) {
      row = { at, sale: null, listing: null };
      byTime.set(at, row);
    }
    return row;
  };
  for (const point of series.sales) rowAt(point.at).sale = point.price;
  for (const point of series.listings) rowAt(point.at).listing = point.price;
  const rows = [...byTime.values()].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return {
    currency,
    columns: [
      rows.map((row) => seconds(row.at)),
      rows.map((row) => (row.sale === null ? null : plotted(row.sale))),
      rows.map((row) => (row.listing === null ? null : plotted(row.listing))),
    ],
    rows,
    summary: {
      sales: series.sales.length,
      listings: series.listings.length,
      range: range([...series.sales, ...series.listings].map((point) => point.price)),
    },
  };
}

export type CollectionChartData = {
  currency: string;
  /** [days (UTC midnight), floor, volume]: every day of the range, null where there was no sale. */
  columns: [number[], (number | null)[], (number | null)[]];
  /** The days with sales, oldest first. */
  rows: CollectionDaily['currencies'][number]['days'];
  summary: { sales: number; activeDays: number; volume: string; lowestFloor: string | null; days: number };
};

/** One currency of a collection's daily figures, on every day of the range. */
export function collectionChartData(daily: CollectionDaily, currency: string): CollectionChartData | null {
  const series = daily.currencies.find((entry) => entry.currency === currency);
  if (!series || series.days.length === 0) return null;
  const byDay = new Map(series.days.map((day) => [day.day, day]));
  const first = Date.parse(`${daily.from}T00:00:00Z`) / 1000;
  const last = Date.parse(`${daily.to}T00:00:00Z`) / 1000;
  const days: number[] = [];
  for (let day = first; day <= last; day += DAY_SECONDS) days.push(day);
  const of = (day: number) => byDay.get(new Date(day * 1000).toISOString().slice(0, 10));
  return {
    currency,
    columns: [
      days,
      days.map((day) => {
        const row = of(day);
        return row ? plotted(row.floor) : null;
      }),
      days.map((day) => {
        const row = of(day);
        return row ? plotted(row.volume) : null;
      }),
    ],
    rows: series.days,
    summary: {
      sales: series.days.reduce((total, day) => total + day.sales, 0),
      activeDays: series.days.length,
      volume: sumDecimals(series.days.map((day) => day.volume)),
      lowestFloor: range(series.days.map((day) => day.floor))?.min ?? null,
      days: days.length,
    },
  };
}
