import {
  type CategoryClickOutcome,
  type CreatorState,
  categoryClickOutcome,
  creationFormFor,
  routes,
  TEMPLATE_TYPES,
  UPLOAD_FORM_KINDS,
  type UploadKind,
} from '@vrmarket/domain';

const HOMES_CATEGORY = 'vrHomes';

/** The screen of a `/{categoryId}` upload form: a 3D model, or media (with or without the avatar maker). */
export type UploadFormKind = 'model' | 'media' | 'digitalHuman';

/** The stores group (vrStores and its members) or the malls group: their vrStore templates to pick from. */
export type StoreGroup = 'stores' | 'malls';

/** What `/{categoryId}` shows for a category, by its name (R-CREATE-14). */
export type CreationScreen =
  | { kind: 'upload'; form: UploadFormKind }
  | { kind: 'land' }
  | { kind: 'stores'; group: StoreGroup };

/**
 * The own forms (R-CREATE-11, R-CREATE-12; ADR 0047): upload forms for media and models; BizPet (a pet
 * is a 3D model, like the pet combos) and VR Space (a 3D space with its resource URL) take the
 * model form. The table is the domain's (the api holds created NFTs to it).
 */
const UPLOAD_FORMS: Readonly<Record<string, UploadFormKind>> = UPLOAD_FORM_KINDS;

/** The seed's malls category is named vrMalls; the spec's group view is VrMallsGroups. */
const MALLS_GROUP_NAMES = ['VrMallsGroups', 'vrMalls'];

export function uploadFormFor(categoryName: string): UploadFormKind | null {
  return UPLOAD_FORMS[categoryName] ?? null;
}

/** The vrLands category has its own form: search the registry and create a land (features/lands). */
export const LAND_CATEGORY = 'vrLands';

/**
 * The screen of `/{categoryId}` by category name, else null (the empty state): the domain's
 * `creationFormFor` (group views, the stores group, the own forms) mapped onto this app's screens.
 */
export function creationScreenFor(categoryName: string): CreationScreen | null {
  const form = creationFormFor(MALLS_GROUP_NAMES.includes(categoryName) ? 'VrMallsGroups' : categoryName);
  if (form === 'mallsGroup') return { kind: 'stores', group: 'malls' };
  if (form === 'storesGroup') return { kind: 'stores', group: 'stores' };
  if (form === LAND_CATEGORY) return { kind: 'land' };
  const upload = form === null ? null : uploadFormFor(form);
  return upload ? { kind: 'upload', form: upload } : null;
}

/** Whether `/{categoryId}` has a creation form for this category. */
export const hasCreationForm = (categoryName: string) => creationScreenFor(categoryName) !== null;

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

const isTemplateType = (name: string) => (TEMPLATE_TYPES as readonly string[]).includes(name);

/** A category's own creation screen besides its templates: select-template links to it. */
export type OwnScreen = { kind: 'homeClaim' | 'storeTemplates' | 'upload' | 'land'; to: string };

/** The free home claim for vrHomes, else the `/{categoryId}` form of the category, else null. */
export function ownScreenOf(category: { id: number; name: string }): OwnScreen | null {
  if (category.name === HOMES_CATEGORY) return { kind: 'homeClaim', to: routes.claimVrHomes() };
  const screen = creationScreenFor(category.name);
  if (!screen) return null;
  const kind = screen.kind === 'stores' ? 'storeTemplates' : screen.kind;
  return { kind, to: routes.category(String(category.id)) };
}

/**
 * The select-type click (domain `categoryClickOutcome`) with this app's screens. The spec sends an
 * allowed template category to select-template: one of the spec's template types holding
 * templates goes there (its page links to the category's own screen: the home claim, the store
 * templates). Otherwise a category with a creation form goes to `/{categoryId}` (vrHomes: the
 * claim), another holding templates to select-template, the others are 'Coming soon!'.
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
  if (isTemplateType(category.name) && templateCategoryIds.includes(category.id))
    return { kind: 'navigate', to: routes.selectTemplate({ category: category.id }) };
  // The free vrHome claim is this app's vrHomes creation (its screen tells a user without land).
  if (category.name === HOMES_CATEGORY) return { kind: 'navigate', to: routes.claimVrHomes() };
  if (hasCreationForm(category.name)) return { kind: 'navigate', to: routes.category(String(category.id)) };
  return templateCategoryIds.includes(category.id)
    ? { kind: 'navigate', to: routes.selectTemplate({ category: category.id }) }
    : { kind: 'coming-soon' };
}
