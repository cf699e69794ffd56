import type {
  createOfferBody,
  Offer,
  OfferPage,
  OfferProof,
  OfferState,
  OfferTerms,
  offerTermsBody,
} from '@vrmarket/domain';
import type { Client } from 'openapi-fetch';
import type { z } from 'zod';
import { type ApiPaths, api } from '../../api/client.ts';
import { apiKey, apiKeyPrefix } from '../../api/queryKeys.ts';

/** Operations as openapi-typescript writes them: params, JSON body, the answer. */
type NoParams = { query?: never; header?: never; path?: never; cookie?: never };
type Answers<Answer> = {
  responses: { 200: { headers: Record<string, unknown>; content: { 'application/json': Answer } } };
};
type Get<Params, Answer> = {
  get: { parameters: Omit<NoParams, keyof Params> & Params; requestBody?: never } & Answers<Answer>;
};
type Post<Body, Answer> = {
  post: { parameters: NoParams; requestBody: { content: { 'application/json': Body } } } & Answers<Answer>;
};

type Id = { path: { id: string | number } };
type ListQuery = { query?: { page?: number | string; limit?: number | string; state?: OfferState } };

/** What a request sends: the bodies' input side (ids as decimal text), as the OpenAPI document has it. */
export type OfferTermsRequest = z.input<typeof offerTermsBody>;
export type CreateOfferRequest = z.input<typeof createOfferBody>;

/** The offer routes of issue 42, typed by the domain's shapes (packages/domain/src/api-shapes/offer.ts). */
type OfferRoutes = {
  '/api/v1/offers/terms': Post<OfferTermsRequest, OfferTerms>;
  '/api/v1/offers': Post<CreateOfferRequest, Offer>;
  '/api/v1/nfts/{id}/offers': Get<Id & ListQuery, OfferPage>;
  '/api/v1/collections/{id}/offers': Get<Id & ListQuery, OfferPage>;
  '/api/v1/offers/made': Get<ListQuery, OfferPage>;
  '/api/v1/offers/received': Get<ListQuery, OfferPage>;
  '/api/v1/offers/{id}': Get<Id, Offer>;
  '/api/v1/offers/{id}/proof': Get<Id & { query: { tokenId: string } }, OfferProof>;
};

type Paths = Omit<ApiPaths, keyof OfferRoutes> & OfferRoutes;
type ReadPath = {
  [P in keyof Paths]: Paths[P] extends { get: object } ? P : never;
}[keyof Paths];
type ParamsOf<P extends ReadPath> = Paths[P] extends { get: { parameters: infer Q } } ? Q : never;
type KeyParams<P extends ReadPath> = Pick<ParamsOf<P>, Extract<keyof ParamsOf<P>, 'path' | 'query'>>;

/**
 * The one typed escape of the offer screens (issue 42). The api serves these routes, but the web's
 * generated `schema.gen.ts` does not have them until `npm run api:types` runs against an api that
 * does: meanwhile `offersApi` is the app's `api` client and `offerKey`/`offerKeyPrefix` its `apiKey`
 * helpers, seen with OfferRoutes added to the document's paths. Nothing else differs at run time.
 * Once the routes are generated, delete OfferRoutes and this cast: `offersApi` becomes `api` and the
 * keys `apiKey`/`apiKeyPrefix`, and every call of ./api.ts is then checked against the api's document.
 */
export const { offersApi, offerKey, offerKeyPrefix } = {
  offersApi: api as unknown as Client<Paths>,
  offerKey: apiKey as unknown as <P extends ReadPath>(
    path: P,
    params: KeyParams<P>,
    viewer?: string | null,
  ) => readonly [P, object] | readonly [P, object, string | null],
  offerKeyPrefix: apiKeyPrefix as unknown as <P extends ReadPath>(path: P) => readonly [P],
};
