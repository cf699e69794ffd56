import { routes } from '../routes.ts';

export interface CategoryChoice {
  id: string | number;
  name: string;
  /** Model categories go to select-model, the others to select-template. */
  isModelCategory: boolean;
}

export interface CreatorState {
  loggedIn: boolean;
  username?: string | null;
  /** The account's wallet key (moralisKey) or public key, either enough. */
  walletKey?: string | null;
  publicKey?: string | null;
  isPro?: boolean | null;
}

export type CategoryClickOutcome =
  | { kind: 'login' }
  | { kind: 'connect-wallet' }
  | { kind: 'upgrade' }
  | { kind: 'coming-soon' }
  | { kind: 'navigate'; to: string };

/**
 * What a click on a category of the select-type screen does, in the spec's order: login, then a
 * wallet, then a pro account for categories outside NORMAL_CATEGORIES, then the staking flow, then
 * creation if the category is released (listed in the allowed categories), else 'Coming soon!'.
 */
export function categoryClickOutcome(
  category: CategoryChoice,
  user: CreatorState,
  config: {
    normalCategories: readonly string[];
    allowedCategories: readonly (string | number)[];
    stakingFlow?: boolean;
  },
): CategoryClickOutcome {
  if (!user.loggedIn) return { kind: 'login' };
  if (user.username && !user.walletKey && !user.publicKey) return { kind: 'connect-wallet' };
  if (!config.normalCategories.includes(category.name) && !user.isPro) return { kind: 'upgrade' };
  const id = String(category.id);
  if (config.stakingFlow) return { kind: 'navigate', to: routes.category(id) };
  if (!config.allowedCategories.map(String).includes(id)) return { kind: 'coming-soon' };
  return {
    kind: 'navigate',
    to: category.isModelCategory ? routes.selectModel(id) : routes.selectTemplate({ category: id }),
  };
}

/** A template click: login, then a wallet, then select-model of the parent category (vrStores as fallback). */
export function templateClickOutcome(
  template: { id: string | number; parentCategoryId?: string | number | null },
  user: CreatorState,
  fallbackCategoryId: string | number,
): CategoryClickOutcome {
  if (!user.loggedIn) return { kind: 'login' };
  if (user.username && !user.walletKey && !user.publicKey) return { kind: 'connect-wallet' };
  const categoryId = String(template.parentCategoryId ?? fallbackCategoryId);
  return {
    kind: 'navigate',
    to: `${routes.selectModel(categoryId)}?id=${encodeURIComponent(String(template.id))}`,
  };
}

export const STORES_GROUP = ['vrStores', 'vrBanners', 'vrBooths', 'vrHalls'] as const;
export const OWN_FORM_CATEGORIES = [
  'vrAssets',
  'vrStableNFTs',
  'vr3DNFTs',
  'vrLands',
  'Charity',
  'BizPet',
  'VR Space',
  'Digital Humans',
] as const;
export type CreationForm = 'mallsGroup' | 'storesGroup' | (typeof OWN_FORM_CATEGORIES)[number];

/** The creation form of a `/{categoryId}` page by category name; null shows the empty state. */
export function creationFormFor(categoryName: string): CreationForm | null {
  if (categoryName === 'VrMallsGroups') return 'mallsGroup';
  if (categoryName === 'VrStoresGroups' || (STORES_GROUP as readonly string[]).includes(categoryName)) {
    return 'storesGroup';
  }
  return (OWN_FORM_CATEGORIES as readonly string[]).includes(categoryName)
    ? (categoryName as CreationForm)
    : null;
}
