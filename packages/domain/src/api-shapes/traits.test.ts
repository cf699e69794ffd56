import { describe, expect, it } from 'vitest';
import { changeListQuery, listQueryToParams, parseListQuery } from './list-query.ts';
import { nftListQuery } from './nft.ts';
import { groupTraits, parseTrait, traitsQuery } from './traits.ts';

describe('parseTrait', () => {
  it('splits at the first colon and trims', () => {
    expect(parseTrait(' Rarity : Rare ')).toEqual({ type: 'Rarity', value: 'Rare' });
    expect(parseTrait('Time:12:30')).toEqual({ type: 'Time', value: '12:30' });
  });

  it('refuses a missing part or one past 50 characters', () => {
    for (const text of ['Rarity', ':Rare', 'Rarity:', ' : ', `${'t'.repeat(51)}:x`, `x:${'v'.repeat(51)}`])
      expect(parseTrait(text), text).toBeNull();
    expect(parseTrait(`${'t'.repeat(50)}:${'v'.repeat(50)}`)).not.toBeNull();
  });
});

describe('groupTraits', () => {
  it('groups values by type in first-seen order, each value once', () => {
    const traits = ['Rarity:Rare', 'Color:Red', 'Rarity:Epic', 'Rarity:Rare'].map(
      (text) => parseTrait(text)!,
    );
    expect(groupTraits(traits)).toEqual([
      { type: 'Rarity', values: ['Rare', 'Epic'] },
      { type: 'Color', values: ['Red'] },
    ]);
  });
});

describe('the api list query trait param', () => {
  it('reads repeated params without splitting at commas', () => {
    expect(nftListQuery.parse({ trait: ['Rarity:Rare', 'Color:Red, dark'] }).trait).toEqual([
      { type: 'Rarity', value: 'Rare' },
      { type: 'Color', value: 'Red, dark' },
    ]);
    expect(nftListQuery.parse({ trait: 'Rarity:Rare' }).trait).toEqual([{ type: 'Rarity', value: 'Rare' }]);
    expect(nftListQuery.parse({}).trait).toBeUndefined();
  });

  it('fails on a malformed trait or more than 20, at the trait path', () => {
    const bad = nftListQuery.safeParse({ trait: ['Rarity:Rare', 'Rarity'] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['trait', 1]);
    expect(bad.error?.issues[0]?.message).toMatch(/Type:Value/);
    const many = nftListQuery.safeParse({ trait: Array.from({ length: 21 }, (_, i) => `C:${i}`) });
    expect(many.error?.issues[0]?.message).toBe('at most 20 traits');
  });
});

describe('traitsQuery', () => {
  it('takes exactly one of categoryId and collectionId', () => {
    expect(traitsQuery.parse({ categoryId: '54' })).toEqual({ categoryId: 54 });
    expect(traitsQuery.parse({ collectionId: '7' })).toEqual({ collectionId: 7 });
    expect(traitsQuery.safeParse({}).success).toBe(false);
    expect(traitsQuery.safeParse({ categoryId: '54', collectionId: '7' }).success).toBe(false);
  });
});

describe('the web URL state', () => {
  it('keeps well-formed traits once, drops the rest, and writes them as repeated params', () => {
    const query = parseListQuery({
      category: '54',
      trait: ['Rarity:Rare', 'junk', 'Rarity:Rare', 'Color:Red, dark'],
    });
    expect(query.trait).toEqual(['Rarity:Rare', 'Color:Red, dark']);
    expect(listQueryToParams(query)).toMatchObject({ trait: ['Rarity:Rare', 'Color:Red, dark'] });
    expect(parseListQuery({}).trait).toEqual([]);
  });

  it('starts another category without the traits, keeps them on other changes', () => {
    const query = parseListQuery({ category: '54', trait: 'Rarity:Rare', page: '3' });
    expect(changeListQuery(query, { category: '50' })).toMatchObject({ trait: [], page: 1 });
    expect(changeListQuery(query, { filterPrice: 1 })).toMatchObject({ trait: ['Rarity:Rare'], page: 3 });
  });
});
