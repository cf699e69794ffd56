import type { Category } from '@vrmarket/domain';
import { describe, expect, it } from 'vitest';
import { shownModelId, subCategoryFilters } from './modelCarousel.ts';

const category = (id: number, title: string, parentCategoryId: number | null, order = 0): Category => ({
  id,
  name: title,
  title,
  parentCategoryId,
  avatar: null,
  thumbnailLarge: null,
  nftCategoryId: null,
  active: true,
  showOnMarket: true,
  order,
});

describe('select-model carousel rules', () => {
  it("offers the sub-categories of the opened category only, in the tree's order", () => {
    const all = [
      category(54, '3D NFTs', null),
      category(72, 'Boats', 54, 2),
      category(71, 'Vehicles', 54, 1),
      category(70, 'Furniture', 54, 1),
      category(80, 'Villas', 51),
    ];
    expect(subCategoryFilters(all, 54).map((c) => c.title)).toEqual(['Furniture', 'Vehicles', 'Boats']);
    expect(subCategoryFilters(all, 99)).toEqual([]);
  });

  it('shows the requested model while it is in the carousel, else the first one', () => {
    const carousel = [{ id: 3 }, { id: 7 }];
    expect(shownModelId(carousel, 7)).toBe(7);
    // A filter that leaves the model out moves the viewer to the first model of the filter.
    expect(shownModelId(carousel, 9)).toBe(3);
    expect(shownModelId(carousel, null)).toBe(3);
    expect(shownModelId([], 7)).toBeNull();
    // While the carousel loads, the address decides.
    expect(shownModelId(undefined, 7)).toBe(7);
  });
});
