import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AuctionDetail,
  AuctionListQuery,
  AuctionPage,
  Currency,
  MyBidPage,
  MyBidsQuery,
} from '@vrmarket/domain';
import { PAGE_SIZE } from '@vrmarket/domain';
import { api, read } from '../../api/client.ts';
import { apiKey, apiKeyPrefix } from '../../api/queryKeys.ts';
import { useViewerKey } from '../session/index.ts';

/**
 * The auction routes of the api (issue 41) the screens read, in one place: fetchers, query options
 * and hooks. Keys are the api operation's (`apiKey`, ADR 0011); my bids differ by who asks, so
 * their key carries the viewer.
 *
 *   GET /api/v1/auctions            open auctions (endingSoon, categoryIds, currency)
 *   GET /api/v1/auctions/{id}       one auction with its bids, newest first
 *   GET /api/v1/auctions/my-bids    the signed-in user's bids (state WINNING | OUTBID | WON | LOST)
 */

const DETAIL = '/api/v1/auctions/{id}';
const LIST = '/api/v1/auctions';
const MY_BIDS = '/api/v1/auctions/my-bids';

/** `GET /api/v1/auctions/{id}`: the auction and its bids, newest first. */
export function fetchAuction(id: string, signal?: AbortSignal): Promise<AuctionDetail> {
  return read(api.GET(DETAIL, { params: { path: { id } }, signal }));
}

export const auctionQuery = (id: string) =>
  queryOptions({
    queryKey: apiKey(DETAIL, { path: { id } }),
    queryFn: ({ signal }) => fetchAuction(id, signal),
  });

/** The auction of an NFT's brief `nft.auction`, with its bids; nothing asked without one. */
export const useAuction = (id: string | null | undefined) =>
  useQuery({ ...auctionQuery(id ?? ''), enabled: Boolean(id) });

/** What the screens send to `GET /api/v1/auctions` (the currency may be its label aETH, as on the NFT lists). */
export type AuctionListParams = Partial<Pick<AuctionListQuery, 'page' | 'limit' | 'endingSoon'>> & {
  currency?: Currency | 'aETH';
  categoryIds?: readonly number[];
};

/** The list's params as the request sends them (and its key holds them). */
const listQuery = (params: AuctionListParams) => ({
  page: params.page ?? 1,
  limit: params.limit ?? PAGE_SIZE.other,
  endingSoon: params.endingSoon ? ('true' as const) : undefined,
  currency: params.currency,
  categoryIds: params.categoryIds?.length ? params.categoryIds : undefined,
});

/** `GET /api/v1/auctions`: a page of open auctions (ending within a day, soonest first, when `endingSoon`). */
export function fetchAuctions(params: AuctionListParams, signal?: AbortSignal): Promise<AuctionPage> {
  return read(api.GET(LIST, { params: { query: listQuery(params) }, signal }));
}

export const auctionsQuery = (params: AuctionListParams) =>
  queryOptions({
    queryKey: apiKey(LIST, { query: listQuery(params) }),
    queryFn: ({ signal }) => fetchAuctions(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAuctions = (params: AuctionListParams) => useQuery(auctionsQuery(params));

type MyBidsParams = Partial<Pick<MyBidsQuery, 'page' | 'limit' | 'state'>>;

const myBidsParams = (params: MyBidsParams) => ({
  page: params.page ?? 1,
  limit: params.limit ?? PAGE_SIZE.other,
  state: params.state,
});

/** `GET /api/v1/auctions/my-bids` (signed in): the auctions my wallet bid on, with my highest bid and how it stands. */
export function fetchMyBids(params: MyBidsParams, signal?: AbortSignal): Promise<MyBidPage> {
  return read(api.GET(MY_BIDS, { params: { query: myBidsParams(params) }, signal }));
}

/** The signed-in viewer's bids: keyed by `viewer` (useViewerKey), so a next user never sees them. */
export const myBidsQuery = (params: MyBidsParams, viewer: string) =>
  queryOptions({
    queryKey: apiKey(MY_BIDS, { query: myBidsParams(params) }, viewer),
    queryFn: ({ signal }) => fetchMyBids(params, signal),
    placeholderData: keepPreviousData,
  });

export function useMyBids(params: MyBidsParams) {
  const viewer = useViewerKey();
  return useQuery(myBidsQuery(params, viewer));
}

/** After a bid, a settlement or a cancel: every auction answer on screen asks again. */
export function refreshAuctions(client: QueryClient): Promise<void> {
  return Promise.all(
    ([DETAIL, LIST, MY_BIDS] as const).map((path) =>
      client.invalidateQueries({ queryKey: apiKeyPrefix(path) }),
    ),
  ).then(() => undefined);
}
