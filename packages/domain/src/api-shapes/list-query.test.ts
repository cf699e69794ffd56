import { describe, expect, it } from 'vitest';
import { changeListQuery, listQueryToParams, parseListQuery, searchParamsToRecord } from './list-query.ts';

const defaults = parseListQuery({});

describe('marketplaceListQuery', () => {
  it('has defaults for an empty query', () => {
    expect(defaults).toMatchObject({ page: 1, limit: 8, filterPrice: 0, subCategory: [], styles: [] });
    expect(defaults.category).toBeUndefined();
    expect(defaults.search).toBeUndefined();
    expect(defaults.currency).toBeUndefined();
    expect(defaults.isSelling).toBeUndefined();
  });

  it('parses the spec filters from URL text', () => {
    const query = parseListQuery({
      category: '54',
      subCategory: '3,4',
      search: ' house ',
      filterPrice: '-1',
      currency: 'aETH',
      page: '2',
      isSelling: 'true',
      isRent: '0',
      styles: ['Cartoon', 'Minecraft'],
      storesSlot: '1,2,x',
      topic: 'recent-listed',
    });
    expect(query).toMatchObject({
      category: '54',
      subCategory: ['3', '4'],
      search: 'house',
      filterPrice: -1,
      currency: 'ETH',
      page: 2,
      isSelling: true,
      isRent: false,
      styles: ['Cartoon', 'Minecraft'],
      storesSlot: [1, 2],
      topic: 'recent-listed',
    });
  });

  it('accepts lists as repeated params or comma text, or both', () => {
    expect(parseListQuery({ subCategory: ['1', '2,3'] }).subCategory).toEqual(['1', '2', '3']);
    const params = new URLSearchParams('subCategory=1&subCategory=2&category=5');
    expect(parseListQuery(searchParamsToRecord(params))).toMatchObject({
      subCategory: ['1', '2'],
      category: '5',
    });
  });

  it('takes keyword as another name for search', () => {
    expect(parseListQuery({ keyword: 'boat' }).search).toBe('boat');
    expect(parseListQuery({ keyword: 'boat', search: 'hut' }).search).toBe('hut');
  });

  it.each([
    [{ page: '0' }, 'page', 1],
    [{ page: 'abc' }, 'page', 1],
    [{ limit: '1000' }, 'limit', 8],
    [{ filterPrice: '2' }, 'filterPrice', 0],
    [{ currency: 'DOGE' }, 'currency', undefined],
    [{ topic: 'nope' }, 'topic', undefined],
    [{ isSelling: 'maybe' }, 'isSelling', undefined],
    [{ search: '   ' }, 'search', undefined],
  ])('falls back to the default for %j', (input, key, value) => {
    expect(parseListQuery(input)[key as keyof typeof defaults]).toEqual(value);
  });

  it('caps the search text at 50 characters', () => {
    expect(parseListQuery({ search: 'a'.repeat(60) }).search).toHaveLength(50);
  });

  it('never throws on odd input', () => {
    expect(parseListQuery(null)).toEqual(defaults);
    expect(parseListQuery('x')).toEqual(defaults);
  });
});

describe('URL state', () => {
  it('writes only what differs from the defaults', () => {
    expect(listQueryToParams(defaults)).toEqual({});
    const query = parseListQuery({
      category: '54',
      subCategory: '3,4',
      filterPrice: '1',
      page: '2',
      isRent: 'true',
    });
    expect(listQueryToParams(query)).toEqual({
      category: '54',
      subCategory: '3,4',
      filterPrice: '1',
      page: '2',
      isRent: 'true',
    });
  });

  it('round-trips through the query string', () => {
    const query = parseListQuery({
      category: '7',
      search: 'a b',
      currency: 'ETH',
      styles: 'Cartoon',
      page: '3',
    });
    const text = new URLSearchParams(listQueryToParams(query));
    expect(parseListQuery(searchParamsToRecord(text))).toEqual(query);
  });

  it('a new search or category resets the page to 1; other changes keep it', () => {
    const onPage3 = parseListQuery({ category: '7', search: 'a', page: '3' });
    expect(changeListQuery(onPage3, { search: 'b' }).page).toBe(1);
    expect(changeListQuery(onPage3, { category: '8' }).page).toBe(1);
    expect(changeListQuery(onPage3, { subCategory: ['1'] }).page).toBe(1);
    expect(changeListQuery(onPage3, { search: 'a' }).page).toBe(3);
    expect(changeListQuery(onPage3, { filterPrice: 1 }).page).toBe(3);
    expect(changeListQuery(onPage3, { page: 4 }).page).toBe(4);
  });
});
