import { z } from 'zod';
import { TEXT_LIMITS } from '../constants.ts';
import { idParam } from './query-params.ts';

/**
 * Trait filters (issue 19). An NFT's traits are the entries of the JSON text of
 * components.properties: type (the label) → value. The lists take `trait=Type:Value`, repeated;
 * values of one type combine with OR, different types with AND (as OpenSea does). The text before
 * the first ':' is the type, so a type cannot hold ':' (a value can).
 */

/** At most this many `trait=` params in one list query. */
export const MAX_TRAIT_PARAMS = 20;
/** A trait type and a value are at most as long as a property row's label and value. */
export const TRAIT_TYPE_MAX = TEXT_LIMITS.propertyLabel;
export const TRAIT_VALUE_MAX = TEXT_LIMITS.propertyValue;

export interface Trait {
  type: string;
  value: string;
}

/** 'Rarity:Rare' → { type: 'Rarity', value: 'Rare' }, trimmed; null when it is not Type:Value within the limits. */
export function parseTrait(text: string): Trait | null {
  const colon = text.indexOf(':');
  if (colon < 0) return null;
  const type = text.slice(0, colon).trim();
  const value = text.slice(colon + 1).trim();
  if (type === '' || value === '' || type.length > TRAIT_TYPE_MAX || value.length > TRAIT_VALUE_MAX)
    return null;
  return { type, value };
}

export const formatTrait = (trait: Trait): string => `${trait.type}:${trait.value}`;

/** The chosen traits by type (first-seen order), each value once: the filter's OR groups. */
export function groupTraits(traits: readonly Trait[]): { type: string; values: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const { type, value } of traits) {
    const values = groups.get(type) ?? [];
    if (!values.includes(value)) values.push(value);
    groups.set(type, values);
  }
  return [...groups].map(([type, values]) => ({ type, values }));
}

const TRAIT_ERROR = `each trait must be Type:Value (type and value 1–${TRAIT_TYPE_MAX} characters)`;

/**
 * The api's strict `trait` parameter: repeated params only (a value may hold a comma), at most
 * MAX_TRAIT_PARAMS, each Type:Value; anything else is a 400 naming `trait`.
 */
export const traitParam = z.preprocess(
  (value) => (value === undefined ? undefined : (Array.isArray(value) ? value : [value]).map(String)),
  z
    .array(
      z.string().transform((text, context) => {
        const trait = parseTrait(text);
        if (!trait) {
          context.addIssue({ code: 'custom', message: TRAIT_ERROR });
          return z.NEVER;
        }
        return trait;
      }),
    )
    .max(MAX_TRAIT_PARAMS, { error: `at most ${MAX_TRAIT_PARAMS} traits` })
    .optional(),
);

/** The web's lenient URL state: the well-formed `trait=` params, at most MAX_TRAIT_PARAMS, each once. */
export const traitUrlParam = z
  .preprocess(
    (value) =>
      (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value])
        .map((entry) => parseTrait(String(entry)))
        .filter((trait): trait is Trait => trait !== null)
        .map(formatTrait)
        .filter((text, index, all) => all.indexOf(text) === index)
        .slice(0, MAX_TRAIT_PARAMS),
    z.array(z.string()),
  )
  .catch([]);

/**
 * `GET /api/v1/traits`: the traits of one category or one collection (exactly one of them).
 */
export const traitsQuery = z
  .object({ categoryId: idParam, collectionId: idParam })
  .refine((query) => (query.categoryId === undefined) !== (query.collectionId === undefined), {
    path: ['categoryId'],
    message: 'give exactly one of categoryId and collectionId',
  });
export type TraitsQuery = z.output<typeof traitsQuery>;

export const traitValueCount = z.object({
  value: z.string(),
  /** Visible NFTs (shown on the market) of the category or collection with this value. */
  count: z.number().int(),
  /** Of those, the ones buyable now: listed for sale, or sold by lazy mint. */
  selling: z.number().int(),
});
export const traitTypeCounts = z.object({
  type: z.string(),
  /** Most common value first, then by value. */
  values: z.array(traitValueCount),
});
/** Trait types by name, each with its values. */
export const traitCounts = z.object({ traits: z.array(traitTypeCounts) });
export type TraitValueCount = z.output<typeof traitValueCount>;
export type TraitTypeCounts = z.output<typeof traitTypeCounts>;
export type TraitCounts = z.output<typeof traitCounts>;
