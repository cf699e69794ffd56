import type { Category } from '@vrmarket/domain';

/** The filter buttons of select-model besides All: the category's sub-categories in the tree's order. */
export function subCategoryFilters(categories: readonly Category[], categoryId: number): Category[] {
  return categories
    .filter((category) => category.parentCategoryId === categoryId)
    .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
}

/**
 * Which model the viewer shows: the one the address names when the carousel holds it (or when the
 * carousel is still loading), else the carousel's first; null when the carousel is empty.
 */
export function shownModelId(
  carousel: readonly { id: number }[] | undefined,
  requested: number | null,
): number | null {
  if (carousel === undefined) return requested;
  if (requested !== null && carousel.some((model) => model.id === requested)) return requested;
  return carousel[0]?.id ?? null;
}
