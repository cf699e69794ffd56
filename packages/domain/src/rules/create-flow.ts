import { routes } from '../routes.ts';
import type { UploadKind } from '../validation/upload.ts';

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

/** Why a creation form may not be submitted: the card's pro rule, then ALLOW_CREATING (R-CREATE-3, R-CREATE-4). */
export type CreationBlock = 'PRO_ACCOUNT_REQUIRED' | 'FEATURE_NOT_AVAILABLE';

/**
 * The select-type card's rules for a creation form opened at its address: a category outside
 * NORMAL_CATEGORIES (ids) needs a pro account ('This category needs a pro account.', as the card
 * says); one ALLOW_CREATING does not list (by nftCategoryId) is not available in this version.
 * `user` null: not known yet (no pro verdict). The api holds the same rules.
 */
export function creationBlock(
  category: { id: number; nftCategoryId: number | null } | null | undefined,
  user: { isPro: boolean } | null,
  settings: { allowCreating: readonly number[]; normalCategories: readonly number[] },
): CreationBlock | null {
  if (!category) return 'FEATURE_NOT_AVAILABLE';
  if (user && !user.isPro && !settings.normalCategories.includes(category.id)) return 'PRO_ACCOUNT_REQUIRED';
  if (category.nftCategoryId === null || !settings.allowCreating.includes(category.nftCategoryId))
    return 'FEATURE_NOT_AVAILABLE';
  return null;
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

/**
 * The file each upload form takes, by category name (ADR 0047): the 3D model forms glTF and glb
 * only. The api holds the created NFT's media to it.
 */
export const UPLOAD_FORM_KINDS = {
  vr3DNFTs: 'model',
  BizPet: 'model',
  'VR Space': 'model',
  'Digital Humans': 'digitalHuman',
  vrAssets: 'media',
  vrStableNFTs: 'media',
  Charity: 'media',
} as const satisfies Record<string, UploadKind>;
export type UploadFormKind = (typeof UPLOAD_FORM_KINDS)[keyof typeof UPLOAD_FORM_KINDS];

/** The upload form's file kind of a category, or null when the category has no upload form. */
export const uploadFormKindOf = (categoryName: string): UploadFormKind | null =>
  Object.hasOwn(UPLOAD_FORM_KINDS, categoryName)
    ? UPLOAD_FORM_KINDS[categoryName as keyof typeof UPLOAD_FORM_KINDS]
    : null;

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
