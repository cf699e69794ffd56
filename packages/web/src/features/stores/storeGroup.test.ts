import type { Category } from '@vrmarket/domain';
import { describe, expect, it } from 'vitest';
import { storeGroupOf } from './storeGroup.ts';

const category = (id: number, name: string, parentCategoryId: number | null, order = 1): Category => ({
  id,
  name,
  title: name,
  avatar: null,
  thumbnailLarge: null,
  parentCategoryId,
  nftCategoryId: id,
  active: true,
  showOnMarket: true,
  order,
});

const all = [
  category(58, 'vrStores', null),
  category(5803, 'vrHalls', 58, 3),
  category(5801, 'vrBanners', 58, 1),
  category(5802, 'vrBooths', 58, 2),
  category(50, 'vrMalls', null),
  category(5001, 'vrPanos', 50),
];

describe('the group of a stores page', () => {
  it('is the category and its members, in order, for the group itself', () => {
    const group = storeGroupOf(all[0]!, all);
    expect(group.top.name).toBe('vrStores');
    expect(group.members.map((c) => c.name)).toEqual(['vrBanners', 'vrBooths', 'vrHalls']);
    expect(group.member).toBeNull();
  });

  it("is the parent's group with the member chosen for a member's page", () => {
    const group = storeGroupOf(all[1]!, all);
    expect(group.top.name).toBe('vrStores');
    expect(group.member?.name).toBe('vrHalls');
    expect(storeGroupOf(all[4]!, all).members.map((c) => c.name)).toEqual(['vrPanos']);
  });
});
