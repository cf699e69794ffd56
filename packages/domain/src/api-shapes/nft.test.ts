import { describe, expect, it } from 'vitest';
import { collectionListQuery } from './collection.ts';
import { favouriteBody, favouritesQuery, nftListQuery } from './nft.ts';

const issuesOf = (input: unknown) => {
  const result = nftListQuery.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('nftListQuery', () => {
  it('has defaults for an empty query', () => {
    expect(nftListQuery.parse({})).toMatchObject({ page: 1, limit: 8, categoryIds: [], subCategoryIds: [] });
  });

  it('reads lists as repeated params or comma text, and joins the aliases', () => {
    const query = nftListQuery.parse({
      categoryIds: ['1', '2,3'],
      category: '4',
      subCategory: '7, 8',
      search: ' boat ',
      sorting: '-1',
      currency: 'aeth',
      isSelling: '1',
      styles: 'Cartoon,Minecraft',
      storesSlot: '0,4',
      ownerAddress: '0xABCDEFabcdef0123456789012345678901234567',
    });
    expect(query).toMatchObject({
      categoryIds: [1, 2, 3, 4],
      subCategoryIds: [7, 8],
      keyword: 'boat',
      sorting: -1,
      currency: 'ETH',
      isSelling: true,
      styles: ['Cartoon', 'Minecraft'],
      storesSlot: [0, 4],
      ownerAddress: '0xabcdefabcdef0123456789012345678901234567',
    });
  });

  it('an empty value means no filter', () => {
    expect(nftListQuery.parse({ categoryIds: '', keyword: '  ' })).toMatchObject({
      categoryIds: [],
      keyword: undefined,
    });
  });

  it.each([
    [{ page: '-1' }, 'page'],
    [{ page: '0' }, 'page'],
    [{ page: 'abc' }, 'page'],
    [{ limit: '101' }, 'limit'],
    [{ limit: '1e3' }, 'limit'],
    [{ sorting: '2' }, 'sorting'],
    [{ currency: 'DOGE' }, 'currency'],
    [{ categoryIds: '1,x' }, 'categoryIds.1'],
    [{ categoryIds: '1,,2' }, 'categoryIds.1'],
    [{ subCategory: '-3' }, 'subCategory.0'],
    [{ collectionId: '1.5' }, 'collectionId'],
    [{ isSelling: 'maybe' }, 'isSelling'],
    [{ ownerAddress: '0x12' }, 'ownerAddress'],
    [{ styles: 'Gothic' }, 'styles.0'],
    [{ keyword: 'k'.repeat(51) }, 'keyword'],
    [{ isAddToCollection: 'true' }, 'isAddToCollection'],
  ])('rejects %j naming the field', (input, field) => {
    expect(issuesOf(input)).toEqual([field]);
  });
});

describe('other list queries', () => {
  it('favourites default to 30 per page', () => {
    expect(favouritesQuery.parse({})).toMatchObject({ page: 1, limit: 30 });
  });
  it('collections default to 8 per page', () => {
    expect(collectionListQuery.parse({})).toMatchObject({ page: 1, limit: 8 });
  });
  it('a favourite body takes the id as a number or as text', () => {
    expect(favouriteBody.parse({ nftId: 5 })).toEqual({ nftId: 5 });
    expect(favouriteBody.parse({ nftId: '5' })).toEqual({ nftId: 5 });
    expect(favouriteBody.safeParse({ nftId: 'x' }).success).toBe(false);
    expect(favouriteBody.safeParse({ nftId: -1 }).success).toBe(false);
  });
});
