import { describe, expect, it } from 'vitest';
import {
  canonicalListSearch,
  changeListQuery,
  listQueryToParams,
  parseListQuery,
  searchParamsToRecord,
} from './list-query.ts';

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
    // Deeper than the api serves (MAX_PAGE_OFFSET rows): 1,251 is the deepest page of 8.
    [{ page: '1252' }, 'page', 1],
    [{ page: '1251' }, 'page', 1251],
    [{ page: '101', limit: '100' }, 'page', 101],
    [{ page: '102', limit: '100' }, 'page', 1],
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

describe('the canonical list query', () => {
  const canonical = (search: string) => canonicalListSearch(new URLSearchParams(search));

  it('writes every way of asking for the same list the same way', () => {
    const forms = [
      'page=2&subCategory=3,4&category=54&isRent=true',
      'isRent=1&category=54&subCategory=3&subCategory=4&page=02',
      'category=54&utm_source=chat&subCategory=3%2C4&page=2.0&isRent=TRUE&_=1764284400',
    ];
    expect(new Set(forms.map(canonical))).toEqual(
      new Set(['category=54&subCategory=3%2C4&page=2&isRent=true']),
    );
  });

  it('reads to the same list query as the address it came from', () => {
    for (const search of [
      'category=7&search=a+b&currency=aETH&styles=Cartoon&page=3&limit=24',
      'page=abc&limit=1000&filterPrice=9&topic=nope&isSelling=maybe&onSale=false',
      'keyword=boat&trait=Rarity:Rare&trait=Color:Red,Blue&storesSlot=1,x',
    ]) {
      const read = (text: string) => parseListQuery(searchParamsToRecord(new URLSearchParams(text)));
      expect(read(canonical(search)), search).toEqual(read(search));
    }
  });

  it('keeps what a screen can tell apart from its absence, and free text as written', () => {
    // An explicit page size or `false` reads differently from none (a screen has its own default).
    expect(canonical('limit=8&onSale=false&page=1')).toBe('page=1&limit=8&onSale=false');
    expect(canonical('search=%20two%20words%20&category=%20')).toBe('category=+&search=+two+words+');
    expect(canonical('keyword=boat')).toBe('keyword=boat');
  });

  it('leaves out what no list reads', () => {
    expect(canonical('')).toBe('');
    expect(canonical('ref=abc&fbclid=1&x=y')).toBe('');
    expect(canonical('topic=nope&storesSlot=x&trait=nocolon')).toBe('');
  });
});
