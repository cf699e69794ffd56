import { formatTrait, parseTrait, type Trait } from '@vrmarket/domain';
import type { TraitScope } from './api.ts';

/** The URL's `trait` entries with this one added, or removed when it was there. */
export function toggleTrait(selected: readonly string[], trait: Trait): string[] {
  const text = formatTrait(trait);
  return selected.includes(text) ? selected.filter((entry) => entry !== text) : [...selected, text];
}

/** The chosen traits, read back for the chips (malformed entries are skipped). */
export const chosenTraits = (selected: readonly string[]): Trait[] =>
  selected.map(parseTrait).filter((trait): trait is Trait => trait !== null);

const positiveId = (text: string | undefined): number | undefined => {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** Whose traits the panel shows: the collection when one is chosen, else the category; none without either. */
export function traitScope(query: { category?: string; collectionId?: string }): TraitScope | undefined {
  const collectionId = positiveId(query.collectionId);
  if (collectionId !== undefined) return { collectionId };
  const categoryId = positiveId(query.category);
  return categoryId === undefined ? undefined : { categoryId };
}
