import {
  type CategoryClickOutcome,
  type CreatorState,
  categoryClickOutcome,
  routes,
  type UploadKind,
} from '@vrmarket/domain';

const HOMES_CATEGORY = 'vrHomes';

/** The screen of a `/{categoryId}` upload form: a 3D model, or media (with or without the avatar maker). */
export type UploadFormKind = 'model' | 'media' | 'digitalHuman';

/**
 * Categories whose creation form is an upload form (docs/decisions.md, create-web). The others
 * (stores, lands, homes, pets, spaces, malls) build from templates and models (issue 15): those
 * holding templates open select-template, the rest answer 'Coming soon!' until their screens exist.
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
 * with an upload form goes to `/{categoryId}`, one holding templates to select-template, the
 * others are 'Coming soon!'.
 */
export function createClickOutcome(
  category: CreatableCategory,
  all: readonly CreatableCategory[],
  user: CreatorState,
  settings: CreateSettings,
  /** Categories holding templates (`GET /api/v1/map-model3d-categories`). */
  templateCategoryIds: readonly number[] = [],
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
  // The free vrHome claim is this app's vrHomes creation (its screen tells a user without land).
  if (category.name === HOMES_CATEGORY) return { kind: 'navigate', to: routes.claimVrHomes() };
  if (hasCreationForm(category.name)) return { kind: 'navigate', to: routes.category(String(category.id)) };
  return templateCategoryIds.includes(category.id)
    ? { kind: 'navigate', to: routes.selectTemplate({ category: category.id }) }
    : { kind: 'coming-soon' };
}
