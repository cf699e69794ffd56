import { z } from 'zod';
import { DEFAULT_PAGE, MAX_PAGE_SIZE, PAGE_SIZE, TEXT_LIMITS } from '../constants.ts';
import { type Currency, toCurrency } from '../currency.ts';
import { SortOrder } from '../enums.ts';
import { ExploreTopic } from '../routes.ts';
import { deepestPage } from './page.ts';
import { traitUrlParam } from './traits.ts';

/** Repeated params (`a=1&a=2`) and comma text (`a=1,2`) both give a list. */
const textList = z.preprocess(
  (value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((entry) => (entry === undefined || entry === null ? [] : String(entry).split(',')))
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  z.array(z.string()),
);
const numberList = textList
  .transform((list) => list.map(Number).filter((n) => Number.isInteger(n)))
  .catch([]);

const flag = z
  .preprocess((value) => {
    const text = String(Array.isArray(value) ? value[0] : value).toLowerCase();
    if (text === 'true' || text === '1') return true;
    if (text === 'false' || text === '0') return false;
    return undefined;
  }, z.boolean().optional())
  .catch(undefined);

const optionalText = (max?: number) =>
  z.preprocess((value) => {
    const text = Array.isArray(value) ? value[0] : value;
    if (text === undefined || text === null) return undefined;
    const trimmed = String(text).trim();
    return trimmed === '' ? undefined : max ? trimmed.slice(0, max) : trimmed;
  }, z.string().optional());

const sortOrders: number[] = Object.values(SortOrder);
const topics: string[] = Object.values(ExploreTopic);

/** The list query's parameters, each lenient on its own (see marketplaceListQuery). */
const listQueryFields = z.object({
  category: optionalText().catch(undefined),
  subCategory: textList.catch([]),
  search: optionalText(TEXT_LIMITS.searchField).catch(undefined),
  filterPrice: z.coerce
    .number()
    .refine((n): n is SortOrder => sortOrders.includes(n))
    .catch(SortOrder.Recent),
  currency: z.preprocess(
    (value) => toCurrency(typeof value === 'string' ? value : undefined),
    z.custom<Currency>().optional(),
  ),
  page: z.coerce.number().int().min(1).catch(DEFAULT_PAGE),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).catch(PAGE_SIZE.other),
  topic: z
    .preprocess(
      (value) => (topics.includes(String(value)) ? value : undefined),
      z.custom<ExploreTopic>().optional(),
    )
    .catch(undefined),
  collectionId: optionalText().catch(undefined),
  ownerAddress: optionalText().catch(undefined),
  styles: textList.catch([]),
  storesSlot: numberList,
  gamesSlot: numberList,
  boothsSlot: numberList,
  inUsed: flag,
  isSelling: flag,
  isRent: flag,
  isRenting: flag,
  isRented: flag,
  unVerified: flag,
  notMinted: flag,
  onAuction: flag,
  onSale: flag,
  canBeStake: flag,
  isAddToCollection: flag,
  /** `Type:Value`, repeated in the URL (values may hold commas). */
  trait: traitUrlParam,
});

/**
 * The marketplace list query: the web's URL state and the api's list parameters, one schema.
 * Lenient on purpose: a value that does not parse falls back to its default instead of failing,
 * because the same schema reads hand-edited URLs. `keyword` is accepted as another name for `search`.
 */
export const marketplaceListQuery = z.preprocess(
  (input) => {
    if (typeof input !== 'object' || input === null) return {};
    const record = input as Record<string, unknown>;
    return record.search === undefined && record.keyword !== undefined
      ? { ...record, search: record.keyword }
      : record;
  },
  // A page deeper than the api serves goes back to the first, as a page past the last one does.
  listQueryFields.transform((query) =>
    query.page > deepestPage(query.limit) ? { ...query, page: DEFAULT_PAGE } : query,
  ),
);
export type MarketplaceListQuery = z.output<typeof marketplaceListQuery>;

export const parseListQuery = (input: unknown): MarketplaceListQuery => marketplaceListQuery.parse(input);

/** Reads URLSearchParams, keeping repeated keys as lists. */
export function searchParamsToRecord(params: URLSearchParams): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    record[key] = values.length === 1 ? values[0]! : values;
  }
  return record;
}

/** Lists kept as repeated params rather than comma text (their entries may hold commas). */
const REPEATED_PARAMS: ReadonlySet<string> = new Set(['trait']);

/** Free text, which a screen may read from the URL as written (the header's search box does). */
const TEXT_PARAMS: ReadonlySet<string> = new Set([
  'category',
  'search',
  'keyword',
  'collectionId',
  'ownerAddress',
]);

/** Every parameter the list query reads, in the schema's order, `search`'s other name last. */
const LIST_PARAM_NAMES = [...Object.keys(listQueryFields.shape), 'keyword'];

/**
 * A list address's query in one form for every way of writing the same list, for keying what is
 * made from it (the server-rendered first screens): the list parameters it gives, in the schema's
 * order, each as the schema reads it (`page=02` and `page=2` alike, `a=1&a=2` as `a=1,2`, an
 * invalid value as the default it falls back to, `false` kept); free text as written; every other
 * parameter left out. A screen that reads only list parameters shows the same for both addresses.
 */
export function canonicalListSearch(params: URLSearchParams): string {
  const query: Record<string, unknown> = parseListQuery(searchParamsToRecord(params));
  const out = new URLSearchParams();
  for (const key of LIST_PARAM_NAMES) {
    const raw = params.get(key);
    if (raw === null) continue;
    if (TEXT_PARAMS.has(key)) {
      out.set(key, raw);
      continue;
    }
    const value = query[key];
    if (Array.isArray(value)) {
      if (REPEATED_PARAMS.has(key)) for (const entry of value) out.append(key, String(entry));
      else if (value.length > 0) out.set(key, value.join(','));
    } else if (value !== undefined) out.set(key, String(value));
  }
  return out.toString();
}

/**
 * The query-string form of a list query: defaults and empty values left out, lists as comma text
 * (traits as repeated params).
 */
export function listQueryToParams(query: Partial<MarketplaceListQuery>): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === false) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params[key] = REPEATED_PARAMS.has(key) ? value.map(String) : value.join(',');
    } else if (key === 'page' && value === DEFAULT_PAGE) continue;
    else if (key === 'limit' && value === PAGE_SIZE.other) continue;
    else if (key === 'filterPrice' && value === SortOrder.Recent) continue;
    else params[key] = String(value);
  }
  return params;
}

/** Applies a change to the list state; a new search or category starts again from page 1. */
export function changeListQuery(
  current: MarketplaceListQuery,
  change: Partial<MarketplaceListQuery>,
): MarketplaceListQuery {
  const next = { ...current, ...change };
  const resets = ['search', 'category', 'subCategory'] as const;
  const changed = resets.some((key) => key in change && String(change[key]) !== String(current[key]));
  // Traits belong to a category: another category starts without them.
  const otherCategory = 'category' in change && change.category !== current.category && !('trait' in change);
  const kept = otherCategory ? { ...next, trait: [] } : next;
  return changed && change.page === undefined ? { ...kept, page: DEFAULT_PAGE } : kept;
}
