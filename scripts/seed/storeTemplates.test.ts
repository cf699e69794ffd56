import { describe, expect, it } from 'vitest';
import { categoryByName } from './catalogue.ts';
import { demoStoreTemplates } from './storeTemplates.ts';

describe('demo vrStore templates', () => {
  it('belong to members of the stores and malls groups, each member of the stores group has one', () => {
    const groups = new Set(['vrStores', 'vrMalls'].map((name) => categoryByName(name).id));
    for (const template of demoStoreTemplates)
      expect(groups.has(categoryByName(template.member).parentCategoryId ?? -1)).toBe(true);
    const members = new Set(demoStoreTemplates.map((template) => template.member));
    for (const member of ['vrBanners', 'vrBooths', 'vrHalls']) expect(members.has(member)).toBe(true);
  });
});
