import { describe, expect, it } from 'vitest';
import { categoryTitle, nftCategoryTitle } from './category-title.ts';

describe('categoryTitle: the title people read, never the internal name', () => {
  it('a category of the list reads its title', () => {
    expect(categoryTitle({ name: 'vr3DNFTs', title: '3D NFTs' })).toBe('3D NFTs');
    expect(categoryTitle({ name: 'vrMalls', title: 'VR Malls' })).toBe('VR Malls');
  });

  it("an NFT's category reads the same title as the tabs", () => {
    const nft = { category: [{ categoryId: 54, categoryName: 'vr3DNFTs', categoryTitle: '3D NFTs' }] };
    expect(nftCategoryTitle(nft)).toBe('3D NFTs');
    expect(nftCategoryTitle(nft)).toBe(categoryTitle({ name: 'vr3DNFTs', title: '3D NFTs' }));
  });

  it('falls back to the name only when there is no title', () => {
    expect(categoryTitle({ name: 'BizPet', title: ' ' })).toBe('BizPet');
    expect(categoryTitle({ categoryName: 'vrHomes' })).toBe('vrHomes');
    expect(nftCategoryTitle({ category: [] })).toBe('');
    expect(categoryTitle(null)).toBe('');
  });
});
