import {
  claimHomeBody,
  createNftAnswer,
  homeClaimState,
  homeColorAnswer,
  homeColorBody,
} from '@vrmarket/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, requireUser } from '../../http/auth.ts';
import type { HomeService } from './service.ts';

/** The free vrHome claim and its colour calls (R-API-16). */
export function homeRoutes({ homes }: { homes: HomeService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/v1/claim-home',
      {
        onRequest: authenticate,
        schema: {
          tags: ['homes'],
          summary: "Claim the user's one free vrHome (DefaultHome, price 0 USDT) in a colour",
          description:
            'Creates the unminted DefaultHome owned by the signed-in wallet and takes its colour. ' +
            'Errors: CLAIMED_HOME (409) after a claim, HAVE_NO_LAND (403) without a vrLand, ' +
            'COLOR_EXISTED (409) when another user has the colour, WALLET_NOT_LINKED (403), ' +
            "PRO_ACCOUNT_REQUIRED or COMING_SOON (403) when vrHomes is not open to the user (add-nft's rules).",
          body: claimHomeBody,
          response: { 200: createNftAnswer },
        },
      },
      async (request) => homes.claim(requireUser(request).id, request.body),
    );
    app.get(
      '/v1/claim-home/is-claimed',
      {
        onRequest: authenticate,
        schema: {
          tags: ['homes'],
          summary: 'Whether the user has claimed their free home, owns a vrLand, and the home model',
          response: { 200: homeClaimState },
        },
      },
      async (request) => homes.state(requireUser(request).id),
    );
    app.post(
      '/v1/home-color',
      {
        onRequest: authenticate,
        schema: {
          tags: ['homes'],
          summary: 'Check that a home colour is free',
          description: 'COLOR_EXISTED (409, code home_color_exist in the spec) when another user has it.',
          body: homeColorBody,
          response: { 200: homeColorAnswer },
        },
      },
      async (request) => homes.checkColor(requireUser(request).id, request.body.color),
    );
    app.put(
      '/v1/home-color/active',
      {
        onRequest: authenticate,
        schema: {
          tags: ['homes'],
          summary: "Confirm a home colour is the signed-in user's (the claim takes it)",
          description:
            'A colour is taken only by claiming the free home in it (one per user), never by this call: ' +
            "it answers available: false for the colour of the caller's home, COLOR_EXISTED (409) for " +
            "another user's and COLOR_NOT_CLAIMED (409) for a colour no home has.",
          body: homeColorBody,
          response: { 200: homeColorAnswer },
        },
      },
      async (request) => homes.activateColor(requireUser(request).id, request.body.color),
    );
  };
}
