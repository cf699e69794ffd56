import { parseListQuery, SortOrder } from '@vrmarket/domain';
import { describe, expect, it } from 'vitest';
import { toApiQuery, toNftListParams, toTrendingParams } from './listParams.ts';

describe('toNftListParams', () => {
  it('passes the chosen traits on as a list the api gets as repeated params', () => {
    const params = toNftListParams(
      parseListQuery({ category: '54', trait: ['Rarity:Rare', 'Color:Red, dark'] }),
    );
    expect(params.trait).toEqual(['Rarity:Rare', 'Color:Red, dark']);
    expect(toApiQuery(params).trait).toEqual(['Rarity:Rare', 'Color:Red, dark']);
    expect(toNftListParams(parseListQuery({})).trait).toBeUndefined();
  });

  it('maps the URL state onto the api names', () => {
    const query = parseListQuery({
      category: '54',
      subCategory: '70,71',
      search: 'lamp',
      filterPrice: '-1',
      currency: 'aETH',
      page: '3',
      styles: 'Cartoon',
      isSelling: 'true',
    });
    expect(toNftListParams(query)).toMatchObject({
      page: 3,
      limit: 8,
      categoryIds: [54],
      subCategoryIds: [70, 71],
      keyword: 'lamp',
      sorting: SortOrder.HighestPrice,
      currency: 'ETH',
      styles: ['Cartoon'],
      isSelling: true,
    });
  });

  it('leaves out what is not filtered: recent sorting, empty lists, unset flags, non-numeric ids', () => {
    const params = toNftListParams(parseListQuery({ category: 'abc' }));
    expect(params.sorting).toBeUndefined();
    expect(params.categoryIds).toBeUndefined();
    expect(params.subCategoryIds).toBeUndefined();
    expect(params.isRent).toBeUndefined();
  });

  it('gives the trending list only the filters it takes', () => {
    const params = toTrendingParams(parseListQuery({ category: '50', isSelling: '1', styles: 'Cartoon' }));
    expect(params).toEqual({ page: 1, limit: 8, categoryIds: [50] });
  });
});

describe('toApiQuery', () => {
  it('writes lists as comma text and drops undefined', () => {
    expect(toApiQuery({ categoryIds: [1, 2], keyword: undefined, onSale: true, subCategoryIds: [] })).toEqual(
      {
        categoryIds: '1,2',
        onSale: true,
        subCategoryIds: undefined,
      },
    );
  });
});
