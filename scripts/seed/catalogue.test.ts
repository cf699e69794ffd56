import { PRODUCT_COUNTRY } from '@vrmarket/domain';
import { describe, expect, it } from 'vitest';
import {
  appSettings,
  CATEGORY_3D_ID,
  categories,
  categoryCurrencies,
  composeProperties,
  composeTitle,
  demoCollections,
  demoLands,
  landCities,
  landCountries,
  landPlace,
  landProjects,
  propertyExamples,
  styles3d,
  subCategoriesOf,
  topLevelCategories,
} from './catalogue.ts';
import { imageKinds, modelKinds } from './kinds.ts';

const byId = new Map(categories.map((c) => [c.id, c]));
const childNames = (name: string) =>
  subCategoriesOf(categories.find((c) => c.name === name)!.id).map((c) => c.name);

describe('category tree', () => {
  it('has 54 = vr3DNFTs, unique ids and every parent present before its children', () => {
    expect(CATEGORY_3D_ID).toBe(54);
    expect(byId.get(54)).toMatchObject({ name: 'vr3DNFTs', parentCategoryId: null });
    expect(byId.size).toBe(categories.length);
    categories.forEach((category, index) => {
      if (category.parentCategoryId === null) return;
      const parent = byId.get(category.parentCategoryId);
      expect(parent, `parent of ${category.name}`).toBeDefined();
      expect(parent!.parentCategoryId).toBeNull();
      expect(categories.indexOf(parent!)).toBeLessThan(index);
    });
  });

  it('has the spec’s top-level categories, each with sub-categories', () => {
    expect(topLevelCategories.map((c) => c.name)).toEqual([
      'vrMalls',
      'vrHomes',
      'vrLands',
      'vrStableNFTs',
      'vr3DNFTs',
      'VR Space',
      'Digital Humans',
      'Charity',
      'vrStores',
      'BizPet',
      'vrUtility',
      'vrBoxes',
      'MysteryCard',
    ]);
    for (const top of topLevelCategories) expect(subCategoriesOf(top.id).length).toBeGreaterThanOrEqual(2);
    expect(childNames('vrStores')).toEqual(['vrBanners', 'vrBooths', 'vrHalls']);
    expect(childNames('Digital Humans')).toEqual(['2D Avatar', '3D Avatar']);
    expect(childNames('vrMalls')).toEqual(['vrPanos', 'vrExpos', 'vrCinemars', 'vrGameCenters']);
    expect(childNames('vr3DNFTs')).toEqual(expect.arrayContaining(['Furniture', 'Vehicles', 'Architecture']));
  });

  it('uses known picture and model kinds, unique avatar keys and distinct orders among siblings', () => {
    for (const c of categories) {
      expect(imageKinds).toContain(c.imageKind);
      if (c.modelKind) expect(modelKinds).toContain(c.modelKind);
    }
    expect(new Set(categories.map((c) => c.avatar)).size).toBe(categories.length);
    for (const parentId of new Set(categories.map((c) => c.parentCategoryId))) {
      const group = categories.filter((c) => c.parentCategoryId === parentId);
      expect(new Set(group.map((c) => c.order)).size).toBe(group.length);
    }
  });
});

describe('currencies and settings', () => {
  it('configures every top-level category with known currency codes', () => {
    expect(categoryCurrencies.map((c) => c.categoryId)).toEqual(topLevelCategories.map((c) => c.id));
    for (const config of categoryCurrencies) {
      for (const list of [config.currencySelling, config.currencyBuying]) {
        for (const code of list.split('-')) expect(['USDT', 'BIVE', 'VRA', 'ETH']).toContain(code);
      }
    }
  });

  it('lists only existing category ids in the app settings', () => {
    for (const ids of [appSettings.ALLOW_TRADING, appSettings.NORMAL_CATEGORIES]) {
      for (const id of ids) expect(byId.get(id)?.parentCategoryId).toBeNull();
    }
    const nftCategoryIds = new Set(categories.map((c) => c.nftCategoryId));
    for (const id of appSettings.ALLOW_CREATING) expect(nftCategoryIds.has(id)).toBe(true);
    expect(appSettings.ALLOW_TRADING).toContain(54);
    expect(appSettings.ALLOW_TRADING).not.toContain(byId.get(62)!.id);
  });

  it('has the spec’s eight 3D styles', () => {
    expect(styles3d).toEqual([
      'Cartoon',
      'Realistic',
      'Handpainted',
      'Stylized',
      'Simple Light',
      'Simple Lighting',
      'Minecraft',
      'Metal and Glass',
    ]);
  });
});

describe('lands', () => {
  it('links every land to a project, city and country, with plausible values', () => {
    expect(demoLands.length).toBeGreaterThanOrEqual(24);
    expect(new Set(demoLands.map((l) => l.id)).size).toBe(demoLands.length);
    for (const land of demoLands) {
      const place = landPlace(land);
      expect(place.countryName).toBeTruthy();
      expect(land.landArea).toBeGreaterThan(0);
      expect(Math.round(land.landArea * 10)).toBe(land.landArea * 10);
      expect(childNames('vrLands')).toContain(land.landFeatureType);
      expect(land.address).toContain(place.cityName);
    }
    for (const city of landCities) expect(landCountries.some((c) => c.id === city.countryId)).toBe(true);
    for (const project of landProjects) expect(landCities.some((c) => c.id === project.cityId)).toBe(true);
    expect(demoLands.some((l) => l.recommendToBuy)).toBe(true);
  });
});

describe('words, collections and properties', () => {
  it('composes deterministic titles of at most 50 characters for every sub-category', () => {
    for (const sub of categories.filter((c) => c.parentCategoryId !== null)) {
      const parent = byId.get(sub.parentCategoryId!)!;
      const title = composeTitle(sub.id, parent.name, sub.name);
      expect(title.length).toBeLessThanOrEqual(50);
      expect(title.split(' ').length).toBeGreaterThanOrEqual(2);
      expect(composeTitle(sub.id, parent.name, sub.name)).toBe(title);
    }
  });

  it('has collections within the limits, some with long descriptions and links', () => {
    for (const c of demoCollections) {
      expect(c.collectionName.length).toBeLessThanOrEqual(50);
      expect(c.description.length).toBeLessThanOrEqual(1000);
      expect(topLevelCategories.map((t) => t.name)).toContain(c.categoryName);
    }
    const long = demoCollections.filter((c) => c.description.length > 300);
    expect(long.length).toBeGreaterThanOrEqual(3);
    for (const c of long) expect(c.description).toMatch(/https:\/\/\S+/);
  });

  it('has property examples with links, arrays and a Country field on the swap-eligible ones', () => {
    for (const example of propertyExamples) {
      const country = example.properties.Country;
      expect(typeof country === 'string' && country !== PRODUCT_COUNTRY).toBe(example.swapEligible);
    }
    const values = propertyExamples.flatMap((e) => Object.values(e.properties));
    expect(values.some((v) => typeof v === 'string' && v.startsWith('https://'))).toBe(true);
    expect(values.some(Array.isArray)).toBe(true);
    const composed = composeProperties('x', { styles: ['Cartoon', 'Minecraft'], withCountry: true });
    expect(composed).toMatchObject({
      Styles: 'Cartoon/Minecraft',
      Attached: expect.stringMatching(/^https:\/\//),
    });
    expect(composed.Country).toBeTruthy();
    expect(composeProperties('x', { styles: ['Cartoon', 'Minecraft'], withCountry: true })).toEqual(composed);
  });
});
