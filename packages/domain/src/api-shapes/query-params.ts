import { z } from 'zod';
import { DEFAULT_PAGE, MAX_PAGE_SIZE, TEXT_LIMITS } from '../constants.ts';
import { toCurrency } from '../currency.ts';
import { SortOrder } from '../enums.ts';

/**
 * Strict query-string parameters of the api's lists. Unlike the web's lenient URL state, a value
 * that does not parse is a 400 naming the field. Lists come as repeated params (`a=1&a=2`) or
 * comma text (`a=1,2`); an empty value means "no filter".
 */

/** Highest page number accepted: deeper pages are refused rather than scanned. */
export const MAX_PAGE = 10_000;
/**
 * Deepest row a paged list starts at ((page − 1) × limit): deeper pages are refused, since OFFSET
 * reads and drops every row before the page (the api checks every list against it).
 */
export const MAX_PAGE_OFFSET = 10_000;
/** At most this many entries in one list parameter. */
export const MAX_LIST_PARAMS = 50;

const firstOf = (value: unknown) => (Array.isArray(value) ? value[value.length - 1] : value);

const splitList = (value: unknown): unknown =>
  value === undefined
    ? undefined
    : (Array.isArray(value) ? value : [value]).flatMap((entry) =>
        String(entry).trim() === ''
          ? []
          : String(entry)
              .split(',')
              .map((part) => part.trim()),
      );

/** A list parameter whose entries each pass `item`. */
export const listParam = <Item extends z.ZodType>(item: Item) =>
  z.preprocess(splitList, z.array(item).max(MAX_LIST_PARAMS).optional());

/** A positive whole number written in digits (ids). */
export const idText = z
  .string()
  .regex(/^[1-9]\d{0,14}$/, { error: 'must be a positive whole number' })
  .transform(Number);

/** A whole number ≥ 0 written in digits (slot counts). */
const countText = z
  .string()
  .regex(/^\d{1,6}$/, { error: 'must be a whole number' })
  .transform(Number);

export const idParam = z.preprocess(firstOf, idText.optional());
export const idListParam = listParam(idText);
export const countListParam = listParam(countText);

/** 'true' / '1' or 'false' / '0'. */
export const flagParam = z.preprocess(
  firstOf,
  z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .transform((text) => text === 'true' || text === '1')
    .optional(),
);

/** Trimmed search text; empty means none. */
export const searchParam = z.preprocess((value) => {
  const text = firstOf(value);
  if (text === undefined) return undefined;
  const trimmed = String(text).trim();
  return trimmed === '' ? undefined : trimmed;
}, z.string().max(TEXT_LIMITS.searchField).optional());

export const pageParam = z.preprocess(
  firstOf,
  z
    .string()
    .regex(/^\d{1,6}$/, { error: 'must be a whole number' })
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_PAGE))
    .default(DEFAULT_PAGE),
);

export const limitParam = (defaultLimit: number) =>
  z.preprocess(
    firstOf,
    z
      .string()
      .regex(/^\d{1,6}$/, { error: 'must be a whole number' })
      .transform(Number)
      .pipe(z.number().int().min(1).max(MAX_PAGE_SIZE))
      .default(defaultLimit),
  );

const sortTexts = {
  '0': SortOrder.Recent,
  '1': SortOrder.LowestPrice,
  '-1': SortOrder.HighestPrice,
} as const;

/** 0 recent, 1 lowest price, -1 highest price. */
export const sortingParam = z.preprocess(
  firstOf,
  z
    .enum(['0', '1', '-1'], { error: 'must be 0 (recent), 1 (lowest price) or -1 (highest price)' })
    .transform((text) => sortTexts[text])
    .optional(),
);

/** USDT, BIVE, VRA, ETH or its label aETH, any letter case. */
export const currencyParam = z.preprocess(
  firstOf,
  z
    .string()
    .transform((text, context) => {
      const currency = toCurrency(text);
      if (!currency) {
        context.addIssue({ code: 'custom', message: 'must be USDT, BIVE, VRA or aETH' });
        return z.NEVER;
      }
      return currency;
    })
    .optional(),
);

/** A wallet address, lowercased (addresses are stored lowercased). */
export const addressParam = z.preprocess(
  firstOf,
  z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, { error: 'must be a 0x address of 40 hex digits' })
    .transform((text) => text.toLowerCase())
    .optional(),
);
