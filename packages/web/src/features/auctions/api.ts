import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AuctionDetail,
  AuctionListQuery,
  AuctionPage,
  MyAuctionsQuery,
  MyBidPage,
  MyBidsQuery,
} from '@vrmarket/domain';
import { PAGE_SIZE } from '@vrmarket/domain';
import { api, read } from '../../api/client.ts';

/**
 * The auction routes of the api (issue 41), in one place: fetchers, query options and hooks.
 *
 *   GET /api/v1/auctions            open auctions (endingSoon, categoryIds, currency)
 *   GET /api/v1/auctions/{id}       one auction with its bids, newest first
 *   GET /api/v1/auctions/my-bids    the signed-in user's bids (state WINNING | OUTBID | WON | LOST)
 *   GET /api/v1/auctions/mine       the signed-in user's auctions as seller
 */

// TODO(integrator): typed once the api routes land. These paths are not in schema.gen.ts yet, so
// the typed client would refuse them: the calls below go through `untypedGet` and the keys are
// written as `apiKey` would make them (`[path template, { path, query }]`, values as text). Once
// `npm run api:types` has the routes, replace `untypedGet(` with `api.GET(`, the key literals with
// `apiKey(path, params)` / `apiKeyPrefix(path)` from api/queryKeys.ts, and drop `sent`.
type Params = {
  path?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
};
const untypedGet = api.GET as unknown as <T>(
  path: string,
  init: { params?: Params; signal?: AbortSignal },
) => Promise<{ data?: T; error?: unknown; response: Response }>;

/** The params as the request sends them (text, empty ones left out): how `apiKey` writes a key. */
function sent(params: Params) {
  const text = (values: Params['query']) => {
    const entries = Object.entries(values ?? {}).filter(
      ([, v]) => v !== undefined && v !== '' && v !== false,
    );
    return entries.length > 0 ? Object.fromEntries(entries.map(([k, v]) => [k, String(v)])) : undefined;
  };
  const path = text(params.path);
  const query = text(params.query);
  return { ...(path && { path }), ...(query && { query }) };
}

const DETAIL = '/api/v1/auctions/{id}';
const LIST = '/api/v1/auctions';
const MY_BIDS = '/api/v1/auctions/my-bids';
const MINE = '/api/v1/auctions/mine';

/** `GET /api/v1/auctions/{id}`: the auction and its bids, newest first. */
export function fetchAuction(id: string, signal?: AbortSignal): Promise<AuctionDetail> {
  return read(untypedGet<AuctionDetail>(DETAIL, { params: { path: { id } }, signal }));
}

export const auctionQuery = (id: string) =>
  queryOptions({
    queryKey: [DETAIL, sent({ path: { id } })] as const,
    queryFn: ({ signal }) => fetchAuction(id, signal),
  });

/** The auction of an NFT's brief `nft.auction`, with its bids; nothing asked without one. */
export const useAuction = (id: string | null | undefined) =>
  useQuery({ ...auctionQuery(id ?? ''), enabled: Boolean(id) });

type ListParams = Partial<Pick<AuctionListQuery, 'page' | 'limit' | 'endingSoon' | 'currency'>> & {
  categoryIds?: readonly number[];
};

/** `GET /api/v1/auctions`: a page of open auctions. */
export function fetchAuctions(params: ListParams, signal?: AbortSignal): Promise<AuctionPage> {
  const query = {
    page: params.page ?? 1,
    limit: params.limit ?? PAGE_SIZE.other,
    endingSoon: params.endingSoon || undefined,
    currency: params.currency,
    categoryIds: params.categoryIds?.length ? params.categoryIds.join(',') : undefined,
  };
  return read(untypedGet<AuctionPage>(LIST, { params: { query }, signal }));
}

export const auctionsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [LIST, sent({ query: { ...params, categoryIds: params.categoryIds?.join(',') } })] as const,
    queryFn: ({ signal }) => fetchAuctions(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAuctions = (params: ListParams) => useQuery(auctionsQuery(params));

type MyBidsParams = Partial<Pick<MyBidsQuery, 'page' | 'limit' | 'state'>>;

/** `GET /api/v1/auctions/my-bids` (signed in): the auctions my wallet bid on, with my highest bid and how it stands. */
export function fetchMyBids(params: MyBidsParams, signal?: AbortSignal): Promise<MyBidPage> {
  const query = { page: params.page ?? 1, limit: params.limit ?? PAGE_SIZE.other, state: params.state };
  return read(untypedGet<MyBidPage>(MY_BIDS, { params: { query }, signal }));
}

export const myBidsQuery = (params: MyBidsParams) =>
  queryOptions({
    queryKey: [MY_BIDS, sent({ query: params })] as const,
    queryFn: ({ signal }) => fetchMyBids(params, signal),
    placeholderData: keepPreviousData,
  });

export const useMyBids = (params: MyBidsParams) => useQuery(myBidsQuery(params));

type MineParams = Partial<Pick<MyAuctionsQuery, 'page' | 'limit' | 'state'>>;

/** `GET /api/v1/auctions/mine` (signed in): my auctions as seller, any state, newest first. */
export function fetchMyAuctions(params: MineParams, signal?: AbortSignal): Promise<AuctionPage> {
  const query = { page: params.page ?? 1, limit: params.limit ?? PAGE_SIZE.other, state: params.state };
  return read(untypedGet<AuctionPage>(MINE, { params: { query }, signal }));
}

export const myAuctionsQuery = (params: MineParams) =>
  queryOptions({
    queryKey: [MINE, sent({ query: params })] as const,
    queryFn: ({ signal }) => fetchMyAuctions(params, signal),
    placeholderData: keepPreviousData,
  });

export const useMyAuctions = (params: MineParams) => useQuery(myAuctionsQuery(params));

/** After a bid, a settlement or a cancel: every auction answer on screen asks again. */
export function refreshAuctions(client: QueryClient): Promise<void> {
  return Promise.all(
    [DETAIL, LIST, MY_BIDS, MINE].map((path) => client.invalidateQueries({ queryKey: [path] })),
  ).then(() => undefined);
}
