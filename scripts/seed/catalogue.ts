/**
 * The demo catalogue as plain data: the category tree, currencies per category, app settings and
 * 3D styles. The lead's seeder inserts it; word lists, lands and properties live beside it.
 */
import { CATEGORY_3D_ID, STYLES_3D } from '@vrmarket/domain';
import type { ImageKind, ModelKind } from './kinds.ts';

export * from './collections.ts';
export * from './lands.ts';
export * from './properties.ts';
export * from './titles.ts';

export interface CategorySeed {
  /** Stable id: top-level categories 50–62 (54 is the spec's 3D category), sub-categories parent×100+n. */
  id: number;
  /** Internal name; the web app picks creation forms by it (vrStores, 2D Avatar …). */
  name: string;
  /** Display title. */
  title: string;
  parentCategoryId: number | null;
  nftCategoryId: number;
  showOnMarket: boolean;
  active: boolean;
  order: number;
  /** File key of the category picture, e.g. 'categories/vrHomes.png'. */
  avatar: string;
  imageKind: ImageKind;
  /** The glb kind for categories whose items carry a 3D model. */
  modelKind?: ModelKind;
}

interface TopLevel {
  id: number;
  name: string;
  title: string;
  imageKind: ImageKind;
  modelKind?: ModelKind;
  showOnMarket?: boolean;
  children: Array<string | { name: string; imageKind?: ImageKind; modelKind?: ModelKind }>;
}

export { CATEGORY_3D_ID };

/** The tree, in display order. */
const tree: TopLevel[] = [
  {
    id: 50,
    name: 'vrMalls',
    title: 'VR Malls',
    imageKind: 'mall',
    modelKind: 'tower',
    children: ['vrPanos', 'vrExpos', 'vrCinemars', 'vrGameCenters'],
  },
  {
    id: 51,
    name: 'vrHomes',
    title: 'VR Homes',
    imageKind: 'home',
    modelKind: 'house',
    children: ['Villa', 'Apartment', 'Cabin', 'Beach House', 'Townhouse', 'Fishing Hut'],
  },
  {
    id: 52,
    name: 'vrLands',
    title: 'VR Lands',
    imageKind: 'land',
    children: ['Residential', 'Commercial', 'Industrial', 'Agricultural', 'Waterfront'],
  },
  {
    id: 53,
    name: 'vrStableNFTs',
    title: 'Stable NFTs',
    imageKind: 'stable',
    children: ['Gold', 'Silver', 'Stablecoin Vault'],
  },
  {
    id: CATEGORY_3D_ID,
    name: 'vr3DNFTs',
    title: '3D NFTs',
    imageKind: 'object',
    modelKind: 'chair',
    children: [
      { name: 'Furniture', modelKind: 'chair' },
      { name: 'Vehicles', modelKind: 'vehicle' },
      { name: 'Architecture', modelKind: 'house' },
      { name: 'Characters', imageKind: 'human', modelKind: 'booth' },
      { name: 'Art', modelKind: 'tower' },
      { name: 'Plants', modelKind: 'tower' },
      { name: 'Accessories', modelKind: 'chair' },
    ],
  },
  {
    id: 55,
    name: 'VR Space',
    title: 'VR Space',
    imageKind: 'space',
    modelKind: 'booth',
    children: ['Galleries', 'Offices', 'Event Halls', 'Classrooms'],
  },
  {
    id: 56,
    name: 'Digital Humans',
    title: 'Digital Humans',
    imageKind: 'human',
    children: ['2D Avatar', '3D Avatar'],
  },
  {
    id: 57,
    name: 'Charity',
    title: 'Charity',
    imageKind: 'charity',
    children: ['Education', 'Environment', 'Health'],
  },
  {
    id: 58,
    name: 'vrStores',
    title: 'VR Stores',
    imageKind: 'store',
    modelKind: 'booth',
    children: [{ name: 'vrBanners', imageKind: 'banner' }, 'vrBooths', 'vrHalls'],
  },
  {
    id: 59,
    name: 'BizPet',
    title: 'BizPet',
    imageKind: 'pet',
    children: ['Dogs', 'Cats', 'Dragons', 'Robots'],
  },
  {
    id: 60,
    name: 'vrUtility',
    title: 'Utility',
    imageKind: 'utility',
    children: ['Tickets', 'Passes', 'Keys', { name: 'Fishing Boat', modelKind: 'vehicle' }],
  },
  {
    id: 61,
    name: 'vrBoxes',
    title: 'Boxes',
    imageKind: 'box',
    children: ['Common Box', 'Rare Box', 'Legendary Box'],
  },
  // Mystery cards are won on the claim page, never listed: hidden from the market.
  {
    id: 62,
    name: 'MysteryCard',
    title: 'Mystery Card',
    imageKind: 'mystery',
    showOnMarket: false,
    children: ['Bronze Card', 'Silver Card', 'Gold Card'],
  },
];

function flatten(): CategorySeed[] {
  const rows: CategorySeed[] = [];
  tree.forEach((top, topIndex) => {
    rows.push({
      id: top.id,
      name: top.name,
      title: top.title,
      parentCategoryId: null,
      nftCategoryId: top.id,
      showOnMarket: top.showOnMarket ?? true,
      active: true,
      order: topIndex + 1,
      avatar: `categories/${slug(top.name)}.png`,
      imageKind: top.imageKind,
      ...(top.modelKind ? { modelKind: top.modelKind } : {}),
    });
    top.children.forEach((child, childIndex) => {
      const sub = typeof child === 'string' ? { name: child } : child;
      const modelKind = sub.modelKind ?? top.modelKind;
      const id = top.id * 100 + childIndex + 1;
      rows.push({
        id,
        name: sub.name,
        title: sub.name,
        parentCategoryId: top.id,
        nftCategoryId: id,
        showOnMarket: top.showOnMarket ?? true,
        active: true,
        order: childIndex + 1,
        avatar: `categories/${slug(top.name)}-${slug(sub.name)}.png`,
        imageKind: sub.imageKind ?? top.imageKind,
        ...(modelKind ? { modelKind } : {}),
      });
    });
  });
  return rows;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Every category, parents before their children. */
export const categories: readonly CategorySeed[] = flatten();
export const topLevelCategories = categories.filter((c) => c.parentCategoryId === null);

export function categoryByName(name: string): CategorySeed {
  const found = categories.find((c) => c.name === name);
  if (!found) throw new Error(`Unknown category ${name}`);
  return found;
}

export function subCategoriesOf(parentId: number): CategorySeed[] {
  return categories.filter((c) => c.parentCategoryId === parentId);
}

const id = (name: string) => categoryByName(name).id;

export interface CategoryCurrencySeed {
  categoryId: number;
  /** Dash-separated, e.g. 'USDT-VRA-ETH' (ETH is shown as aETH). */
  currencySelling: string;
  currencyBuying: string;
}

/** Per top-level category; sub-categories use their parent's. */
export const categoryCurrencies: readonly CategoryCurrencySeed[] = [
  ['vrMalls', 'USDT-VRA-ETH', 'USDT-VRA'],
  ['vrHomes', 'USDT-VRA-ETH', 'USDT-BIVE'],
  ['vrLands', 'USDT-VRA', 'USDT'],
  ['vrStableNFTs', 'USDT-BIVE', 'USDT-BIVE'],
  ['vr3DNFTs', 'USDT-VRA-ETH', 'USDT-VRA-ETH'],
  ['VR Space', 'USDT-VRA', 'USDT'],
  ['Digital Humans', 'USDT-VRA-ETH', 'USDT-VRA'],
  ['Charity', 'USDT', 'USDT'],
  ['vrStores', 'USDT-VRA-ETH', 'USDT-BIVE'],
  ['BizPet', 'USDT-BIVE', 'USDT-BIVE'],
  ['vrUtility', 'USDT-VRA', 'USDT'],
  ['vrBoxes', 'USDT-BIVE', 'USDT-BIVE'],
  ['MysteryCard', 'USDT', 'USDT'],
].map(([name, currencySelling, currencyBuying]) => ({
  categoryId: id(name!),
  currencySelling: currencySelling!,
  currencyBuying: currencyBuying!,
}));

/** Values of the app_settings table. */
export const appSettings = {
  /** Top-level category ids whose NFTs may be sold, transferred, rented or swapped. */
  ALLOW_TRADING: [
    'vrMalls',
    'vrHomes',
    'vrLands',
    'vrStableNFTs',
    'vr3DNFTs',
    'VR Space',
    'Digital Humans',
    'vrStores',
    'BizPet',
    'vrUtility',
  ].map(id),
  /** nftCategoryIds whose creation form may be submitted (the spec's creatable types plus vrStores). */
  ALLOW_CREATING: [
    'vrMalls',
    'vrHomes',
    'vrLands',
    'vrStableNFTs',
    'vr3DNFTs',
    'VR Space',
    'Digital Humans',
    'Charity',
    'vrStores',
  ].map((name) => categoryByName(name).nftCategoryId),
  /** Categories open to every user; the others need a pro account. */
  NORMAL_CATEGORIES: ['vrHomes', 'vrStableNFTs', 'vr3DNFTs', 'Digital Humans', 'Charity'].map(id),
  RECOMMEND_AVAILABLE: true,
  /** The demo's price of 1 aETH in USDT, for the buy dialog's aETH amount (an operator setting). */
  AETH_USDT_RATE: '3200',
} as const;

/** The spec's 3D styles, from the shared rules. */
export const styles3d = STYLES_3D;
