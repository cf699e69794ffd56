import {
  type CategoryClickOutcome,
  type CreatorState,
  categoryClickOutcome,
  routes,
  type UploadKind,
} from '@vrmarket/domain';

/** The screen of a `/{categoryId}` upload form: a 3D model, or media (with or without the avatar maker). */
export type UploadFormKind = 'model' | 'media' | 'digitalHuman';

/**
 * Categories whose creation form is an upload form (docs/decisions.md, create-web). The others
 * (stores, lands, homes, pets, spaces, malls) build from templates and models (issue 15): they
 * answer 'Coming soon!' until their screens exist.
 */
const UPLOAD_FORMS: Record<string, UploadFormKind> = {
  vr3DNFTs: 'model',
  'Digital Humans': 'digitalHuman',
  vrAssets: 'media',
  vrStableNFTs: 'media',
  Charity: 'media',
};

export function uploadFormFor(categoryName: string): UploadFormKind | null {
  return UPLOAD_FORMS[categoryName] ?? null;
}

/** The vrLands category has its own form: search the registry and create a land (features/lands). */
export const LAND_CATEGORY = 'vrLands';

/** Whether `/{categoryId}` has a creation form for this category. */
export const hasCreationForm = (categoryName: string) =>
  uploadFormFor(categoryName) !== null || categoryName === LAND_CATEGORY;

/** The file rules of each form (domain UPLOAD_FORMATS). */
export const uploadKindOf: Record<UploadFormKind, UploadKind> = {
  model: 'model',
  media: 'media',
  digitalHuman: 'digitalHuman',
};

export interface CreatableCategory {
  id: number;
  name: string;
  nftCategoryId: number | null;
}

export interface CreateSettings {
  /** ALLOW_CREATING: nftCategoryIds open for creation. */
  allowCreating: readonly number[];
  /** NORMAL_CATEGORIES: category ids open to non-pro users. */
  normalCategories: readonly number[];
}

/**
 * The select-type click (domain `categoryClickOutcome`) with this app's screens: an open category
 * with an upload form goes to `/{categoryId}`; the template and model ones are 'Coming soon!'.
 */
export function createClickOutcome(
  category: CreatableCategory,
  all: readonly CreatableCategory[],
  user: CreatorState,
  settings: CreateSettings,
): CategoryClickOutcome {
  const normalNames = all.filter((c) => settings.normalCategories.includes(c.id)).map((c) => c.name);
  const allowed = all
    .filter((c) => c.nftCategoryId !== null && settings.allowCreating.includes(c.nftCategoryId))
    .map((c) => c.id);
  const outcome = categoryClickOutcome(
    { id: category.id, name: category.name, isModelCategory: false },
    user,
    { normalCategories: normalNames, allowedCategories: allowed },
  );
  if (outcome.kind !== 'navigate') return outcome;
  return hasCreationForm(category.name)
    ? { kind: 'navigate', to: routes.category(String(category.id)) }
    : { kind: 'coming-soon' };
}
