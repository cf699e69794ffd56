import {
  createOfferBody,
  myOffersQuery,
  offerIdParams,
  offerListQuery,
  offerPage,
  offerProofQuery,
  offerProofShape,
  offerShape,
  offerTermsBody,
  offerTermsShape,
} from '@vrmarket/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, requireUser } from '../../http/auth.ts';
import type { OfferService } from './service.ts';

const optionalUserId = (request: FastifyRequest) => (request.user ? Number(request.user.id) : undefined);

/**
 * Buyers' signed offers (issue 42, ADR 0058): terms and creation for a signed-in user with a linked
 * wallet; the lists of an NFT, a collection and one offer are public, made and received the
 * user's. Accepting and cancelling are OfferBook transactions the web records through
 * POST /v1/transactions/record.
 */
export function offerRoutes({ offers }: { offers: OfferService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/v1/offers/terms',
      {
        onRequest: authenticate,
        schema: {
          tags: ['offers'],
          summary: 'The EIP-712 offer to sign: the linked wallet as buyer, its next nonce and counter',
          body: offerTermsBody,
          response: { 200: offerTermsShape },
        },
      },
      (request) => offers.terms(Number(requireUser(request).id), request.body),
    );
    app.post(
      '/v1/offers',
      {
        onRequest: authenticate,
        schema: {
          tags: ['offers'],
          summary: 'Stores a signed offer after checking it against the chain',
          description:
            'Refused with OFFER_WRONG_CHAIN, OFFER_TERMS_CHANGED, OFFER_EXPIRED, OFFER_EXPIRY_TOO_FAR, ' +
            'OFFER_NOT_MINTED, OFFER_COLLECTION_EMPTY, OFFER_OWN_NFT, OFFER_SIGNATURE_INVALID, ' +
            'OFFER_NONCE_USED (409), OFFER_BALANCE_TOO_LOW or OFFER_ALLOWANCE_TOO_LOW.',
          body: createOfferBody,
          response: { 201: offerShape },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await offers.create(Number(requireUser(request).id), request.body)),
    );
    app.get(
      '/v1/offers/made',
      {
        onRequest: authenticate,
        schema: {
          tags: ['offers'],
          summary: 'My linked wallet’s offers, newest first (every state unless `state`)',
          querystring: myOffersQuery,
          response: { 200: offerPage },
        },
      },
      (request) => offers.made(Number(requireUser(request).id), request.query),
    );
    app.get(
      '/v1/offers/received',
      {
        onRequest: authenticate,
        schema: {
          tags: ['offers'],
          summary: 'Offers on the NFTs my wallet holds and collection offers covering them, best first',
          querystring: myOffersQuery,
          response: { 200: offerPage },
        },
      },
      (request) => offers.received(Number(requireUser(request).id), request.query),
    );
    app.get(
      '/v1/offers/:id',
      {
        schema: {
          tags: ['offers'],
          summary: 'One offer, with the signed message the owner submits to accept it',
          params: offerIdParams,
          response: { 200: offerShape },
        },
      },
      (request) => offers.get(request.params.id, optionalUserId(request)),
    );
    app.get(
      '/v1/offers/:id/proof',
      {
        schema: {
          tags: ['offers'],
          summary: 'The Merkle proof that a token is covered by a collection offer (empty for an NFT offer)',
          params: offerIdParams,
          querystring: offerProofQuery,
          response: { 200: offerProofShape },
        },
      },
      (request) => offers.proof(request.params.id, request.query.tokenId),
    );
    app.get(
      '/v1/nfts/:id/offers',
      {
        schema: {
          tags: ['offers'],
          summary: 'The NFT’s offers and the collection offers covering it, best first (open unless `state`)',
          params: offerIdParams,
          querystring: offerListQuery,
          response: { 200: offerPage },
        },
      },
      (request) => offers.forNft(request.params.id, request.query, optionalUserId(request)),
    );
    app.get(
      '/v1/collections/:id/offers',
      {
        schema: {
          tags: ['offers'],
          summary: 'The collection’s collection offers, best first (open unless `state`)',
          params: offerIdParams,
          querystring: offerListQuery,
          response: { 200: offerPage },
        },
      },
      (request) => offers.forCollection(request.params.id, request.query, optionalUserId(request)),
    );
  };
}
