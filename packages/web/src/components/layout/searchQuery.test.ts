import { describe, expect, it } from 'vitest';
import { withSearch } from './searchQuery.ts';

describe('withSearch', () => {
  it('keeps category and subCategory and drops the page and other filters', () => {
    const current = new URLSearchParams('category=3&subCategory=7&page=4&filterPrice=1&search=old');
    expect(withSearch(current, 'castle').toString()).toBe('category=3&subCategory=7&search=castle');
  });

  it('keeps the list identity of explores and collection-explore', () => {
    expect(withSearch(new URLSearchParams('topic=top-collection&page=2'), 'x').toString()).toBe(
      'topic=top-collection&search=x',
    );
    expect(withSearch(new URLSearchParams('collectionId=12'), 'x').toString()).toBe(
      'collectionId=12&search=x',
    );
  });

  it('removes the search value when the box is emptied or blank', () => {
    expect(withSearch(new URLSearchParams('category=3&search=old'), '   ').toString()).toBe('category=3');
  });

  it('trims the text', () => {
    expect(withSearch(new URLSearchParams(), '  #0000123 ').get('search')).toBe('#0000123');
  });
});
