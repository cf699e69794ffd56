import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type createOfferBody,
  type MyOffersQuery,
  type Offer,
  type OfferPage,
  type OfferProof,
  type OfferTerms,
  type offerTermsBody,
  PAGE_SIZE,
} from '@vrmarket/domain';
import type { z } from 'zod';
import { api, read } from '../../api/client.ts';
import { apiKey, apiKeyPrefix } from '../../api/queryKeys.ts';
import { useViewerKey } from '../session/index.ts';

/** What a request sends: the bodies' input side (ids as decimal text), as the OpenAPI document has it. */
export type OfferTermsRequest = z.input<typeof offerTermsBody>;
export type CreateOfferRequest = z.input<typeof createOfferBody>;

/**
 * The offer routes of the api (issue 42) the screens read and write, in one place: fetchers, query
 * options and hooks. Keys are the api operation's (ADR 0011); made and received offers differ by
 * who asks, so their keys carry the viewer.
 *
 *   POST /api/v1/offers/terms              the message to sign (buyer, nonce, counter filled in)
 *   POST /api/v1/offers                    stores the signed offer (201)
 *   GET  /api/v1/nfts/{id}/offers          an NFT's offers and the collection offers covering it, best first
 *   GET  /api/v1/collections/{id}/offers   a collection's collection offers
 *   GET  /api/v1/offers/made|received      the signed-in user's (state filter)
 *   GET  /api/v1/offers/{id}               one offer
 *   GET  /api/v1/offers/{id}/proof         a token's Merkle proof in a collection offer
 */

const TERMS = '/api/v1/offers/terms';
const CREATE = '/api/v1/offers';
const OF_NFT = '/api/v1/nfts/{id}/offers';
const OF_COLLECTION = '/api/v1/collections/{id}/offers';
const MADE = '/api/v1/offers/made';
const RECEIVED = '/api/v1/offers/received';
const ONE = '/api/v1/offers/{id}';
const PROOF = '/api/v1/offers/{id}/proof';

/** `POST /api/v1/offers/terms`: the EIP-712 domain and message the buyer signs. */
export function fetchOfferTerms(body: OfferTermsRequest): Promise<OfferTerms> {
  return read(api.POST(TERMS, { body }));
}

/** `POST /api/v1/offers`: the signed offer, checked and stored by the api. */
export function postOffer(body: CreateOfferRequest): Promise<Offer> {
  return read(api.POST(CREATE, { body }));
}

/** `GET /api/v1/offers/{id}/proof`: that `tokenId` is one of a collection offer's tokens. */
export function fetchOfferProof(id: string, tokenId: string): Promise<OfferProof> {
  return read(api.GET(PROOF, { params: { path: { id }, query: { tokenId } } }));
}

type ListParams = Partial<Pick<MyOffersQuery, 'page' | 'limit' | 'state'>>;

/** The list's params as the request sends them (and its key holds them). */
const listQuery = (params: ListParams) => ({
  page: params.page ?? 1,
  limit: params.limit ?? PAGE_SIZE.other,
  state: params.state,
});

export const nftOffersQuery = (nftId: string, params: ListParams = {}) =>
  queryOptions({
    queryKey: apiKey(OF_NFT, { path: { id: nftId }, query: listQuery(params) }),
    queryFn: ({ signal }): Promise<OfferPage> =>
      read(api.GET(OF_NFT, { params: { path: { id: nftId }, query: listQuery(params) }, signal })),
    placeholderData: keepPreviousData,
  });

/** The detail's Offers card: the NFT's open offers, best first. */
export const useNftOffers = (nftId: string, params?: ListParams) => useQuery(nftOffersQuery(nftId, params));

export const collectionOffersQuery = (collectionId: string | number, params: ListParams = {}) =>
  queryOptions({
    queryKey: apiKey(OF_COLLECTION, { path: { id: collectionId }, query: listQuery(params) }),
    queryFn: ({ signal }): Promise<OfferPage> =>
      read(
        api.GET(OF_COLLECTION, {
          params: { path: { id: collectionId }, query: listQuery(params) },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** The collection page's offers for any of its tokens. */
export const useCollectionOffers = (collectionId: string | number | undefined, params?: ListParams) =>
  useQuery({ ...collectionOffersQuery(collectionId ?? '', params), enabled: Boolean(collectionId) });

/** My offers: `side` made (as the buyer) or received (on what I own); keyed by the viewer. */
export const myOffersQuery = (side: 'made' | 'received', params: ListParams, viewer: string) => {
  const path = side === 'made' ? MADE : RECEIVED;
  return queryOptions({
    queryKey: apiKey(path, { query: listQuery(params) }, viewer),
    queryFn: ({ signal }): Promise<OfferPage> =>
      read(api.GET(path, { params: { query: listQuery(params) }, signal })),
    placeholderData: keepPreviousData,
  });
};

export function useMyOffers(side: 'made' | 'received', params: ListParams) {
  const viewer = useViewerKey();
  return useQuery(myOffersQuery(side, params, viewer));
}

export const offerQuery = (id: string) =>
  queryOptions({
    queryKey: apiKey(ONE, { path: { id } }),
    queryFn: ({ signal }): Promise<Offer> => read(api.GET(ONE, { params: { path: { id } }, signal })),
  });

export const useOffer = (id: string | null | undefined) =>
  useQuery({ ...offerQuery(id ?? ''), enabled: Boolean(id) });

/** After an offer is made, accepted or cancelled: every offer answer on screen asks again. */
export function refreshOffers(client: QueryClient): Promise<void> {
  return Promise.all(
    ([OF_NFT, OF_COLLECTION, MADE, RECEIVED, ONE] as const).map((path) =>
      client.invalidateQueries({ queryKey: apiKeyPrefix(path) }),
    ),
  ).then(() => undefined);
}
