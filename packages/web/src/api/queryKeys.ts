import { matchQuery, type Query, type QueryFilters } from '@tanstack/react-query';
import type { ApiPaths } from './client.ts';

/*
 * Query keys come from the api operation a query reads, not from names a feature makes up:
 * `[path template, { path, query }]`, the params as the request sends them. TanStack matches keys
 * by prefix and object subset, so `apiKeyPrefix(path, { path: { id } })` hits every page and
 * variant of that operation for that id. See docs/adr/0011.
 */

/** The document's paths that answer a GET: what a query reads. */
export type ApiReadPath = {
  [P in keyof ApiPaths]: ApiPaths[P] extends { get: object } ? P : never;
}[keyof ApiPaths];

/** The document's paths that take a POST: the look-ups a query reads by POST (usernames). */
export type ApiLookupPath = {
  [P in keyof ApiPaths]: ApiPaths[P] extends { post: object } ? P : never;
}[keyof ApiPaths];

type GetParameters<P extends ApiReadPath> = ApiPaths[P]['get'] extends { parameters: infer Q } ? Q : never;

/** The path and query params of a GET, as `api.GET` takes them. */
export type ApiKeyParams<P extends ApiReadPath> = Pick<
  GetParameters<P>,
  Extract<keyof GetParameters<P>, 'path' | 'query'>
>;

type LookupBody<P extends ApiLookupPath> = ApiPaths[P]['post'] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? NonNullable<Body>
  : never;

type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/** A request's values as the url carries them: text, empty ones left out (see `queryString`). */
type SentValues = Record<string, string | readonly string[]>;
type SentParams = { path?: SentValues; query?: SentValues };

/**
 * `[path, params]`, then who the answer is for when it is personalised. Numbers are kept as the
 * digits the request sends, so `{ id: 5 }` and `{ id: '5' }` are one key.
 */
export type ApiQueryKey<P extends string = string> =
  | readonly [path: P, params: SentParams]
  | readonly [path: P, params: SentParams, viewer: string | null];

function sentValues(values: object | undefined): SentValues | undefined {
  if (!values) return undefined;
  const sent: Record<string, string | readonly string[]> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    sent[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return Object.keys(sent).length > 0 ? sent : undefined;
}

function sentParams(params: { path?: object; query?: object } | undefined): SentParams {
  const sent: SentParams = {};
  const path = sentValues(params?.path);
  const query = sentValues(params?.query);
  if (path) sent.path = path;
  if (query) sent.query = query;
  return sent;
}

type KeyArgs<P extends ApiReadPath> =
  Partial<ApiKeyParams<P>> extends ApiKeyParams<P>
    ? [params?: ApiKeyParams<P>, viewer?: string | null]
    : [params: ApiKeyParams<P>, viewer?: string | null];

/**
 * The key of a query that reads `GET path` with `params`. `viewer` only where the answer differs
 * by who asks (it is personalised) while the request's params do not.
 */
export function apiKey<P extends ApiReadPath>(path: P, ...[params, viewer]: KeyArgs<P>): ApiQueryKey<P> {
  const sent = sentParams(params as { path?: object; query?: object } | undefined);
  return viewer === undefined ? [path, sent] : [path, sent, viewer];
}

/**
 * The part of a key that every query of `GET path` with these params starts with (each page, each
 * filter, each viewer): for `invalidateQueries`, `setQueriesData` and the like.
 */
export function apiKeyPrefix<P extends ApiReadPath>(
  path: P,
  params?: DeepPartial<ApiKeyParams<P>>,
): readonly [path: P, params?: SentParams] {
  return params === undefined ? [path] : [path, sentParams(params as { path?: object; query?: object })];
}

/** The key of a query that reads by `POST path` with `body` (a look-up that changes nothing). */
export function apiLookupKey<P extends ApiLookupPath>(path: P, body: LookupBody<P>) {
  return [path, { body }] as const;
}

/**
 * The queries of any of `paths` (with these path params when given): a group that spans several
 * operations, such as everything cached about one NFT.
 */
export function apiQueries(
  paths: readonly ApiReadPath[],
  params?: { path: Record<string, string | number> },
): QueryFilters {
  const prefixes = paths.map((path) => ({ queryKey: [path, params ? sentParams(params) : {}] }));
  return { predicate: (query: Query) => prefixes.some((filter) => matchQuery(filter, query)) };
}

/** The queries any of `filters` matches: a group that spans api operations and other reads. */
export function anyOf(...filters: readonly QueryFilters[]): QueryFilters {
  return { predicate: (query: Query) => filters.some((filter) => matchQuery(filter, query)) };
}
