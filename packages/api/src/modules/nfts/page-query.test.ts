import { describe, expect, it } from 'vitest';
import { decodeNft, NFT_FIELDS as fields } from './page-query.ts';

/** What Drizzle's select makes of the same driver values: each column's decoder, null kept. */
const byDrizzle = (values: unknown[]) =>
  Object.fromEntries(
    fields.map(([key, column], i) => [
      key,
      values[i] === null || values[i] === undefined ? null : column.mapFromDriverValue(values[i]),
    ]),
  );

describe('a page row’s NFT', () => {
  it('is decoded as Drizzle decodes the columns: keys in the read order, numbers, dates, JSON and arrays', () => {
    const sample: Record<string, unknown> = {
      id: '42',
      tokenId: '4242',
      categoryId: 54,
      collectionId: '7',
      currentPrice: '12.5',
      purchaseStatus: 1,
      labActive: true,
      metadata: '{"image":"ipfs://x"}',
      components: { storesSlot: 2 },
      styles: '{Cartoon,"Metal and Glass"}',
      createdAt: '2026-12-02 20:00:00.123+00',
      listedAt: null,
    };
    const values = fields.map(([key]) => sample[key]);
    const decoded = decodeNft(values);
    expect(decoded).toEqual(byDrizzle(values));
    expect(Object.keys(decoded)).toEqual(fields.map(([key]) => key));
    expect(decoded.createdAt).toEqual(new Date('2026-12-02T20:00:00.123Z'));
    expect(decoded.styles).toEqual(['Cartoon', 'Metal and Glass']);
    expect(decoded.subCategoryId).toBeNull();
  });
});
