import { z } from 'zod';
import { DEFAULT_PAGE, MAX_PAGE_SIZE, PAGE_SIZE } from '../constants.ts';
import { MAX_PAGE_OFFSET } from './query-params.ts';

/** page ≥ 1 (default 1) and limit 1..100 (default 8, or the list's own default), from text or numbers. */
export function makePageQuery(defaultLimit: number = PAGE_SIZE.other) {
  return z.object({
    page: z.coerce.number().int().min(1).default(DEFAULT_PAGE),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultLimit),
  });
}
export const pageQuery = makePageQuery();
export type PageQuery = z.output<typeof pageQuery>;

/** The paged list answer: `{ results, total, page, limit }`. */
export function paged<Item extends z.ZodType>(item: Item) {
  return z.object({
    results: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
  });
}
export interface Page<Item> {
  results: Item[];
  total: number;
  page: number;
  limit: number;
}

/** The deepest page of `limit` rows the api serves: it starts at most MAX_PAGE_OFFSET rows in. */
export const deepestPage = (limit: number): number => Math.floor(MAX_PAGE_OFFSET / limit) + 1;

/**
 * The pages a paginator offers: every page of `total` rows, up to the deepest page the api serves
 * (a list of a million NFTs, 8 a page, offers 1,251 pages; the filters narrow it further).
 */
export const pageCount = (total: number, limit: number): number =>
  limit > 0 ? Math.min(Math.ceil(total / limit), deepestPage(limit)) : 0;

/** A page past the last one (or below 1) goes back to the first. */
export function clampPage(page: number, total: number, limit: number): number {
  return page >= 1 && page <= Math.max(1, pageCount(total, limit)) ? page : DEFAULT_PAGE;
}

/** The row offset of a page, for SQL. */
export const pageOffset = ({ page, limit }: PageQuery): number => (page - 1) * limit;
