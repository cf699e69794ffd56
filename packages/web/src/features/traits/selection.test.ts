import { describe, expect, it } from 'vitest';
import { chosenTraits, toggleTrait, traitScope } from './selection.ts';

describe('toggleTrait', () => {
  it('adds a trait that is not chosen and removes one that is', () => {
    const one = toggleTrait([], { type: 'Rarity', value: 'Rare' });
    expect(one).toEqual(['Rarity:Rare']);
    const two = toggleTrait(one, { type: 'Color', value: 'Red, dark' });
    expect(two).toEqual(['Rarity:Rare', 'Color:Red, dark']);
    expect(toggleTrait(two, { type: 'Rarity', value: 'Rare' })).toEqual(['Color:Red, dark']);
  });
});

describe('chosenTraits', () => {
  it('reads Type:Value back, the value keeping its colons, and skips malformed entries', () => {
    expect(chosenTraits(['Rarity:Rare', 'Time:12:30', 'nonsense'])).toEqual([
      { type: 'Rarity', value: 'Rare' },
      { type: 'Time', value: '12:30' },
    ]);
  });
});

describe('traitScope', () => {
  it('prefers the collection, then the category, and has none without either', () => {
    expect(traitScope({ category: '54', collectionId: '7' })).toEqual({ collectionId: 7 });
    expect(traitScope({ category: '54' })).toEqual({ categoryId: 54 });
    expect(traitScope({})).toBeUndefined();
    expect(traitScope({ category: 'abc' })).toBeUndefined();
  });
});
