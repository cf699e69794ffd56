import {
  claimHistoryItemShape,
  claimHistoryPage,
  claimHistoryQuery,
  claimRequestsQuery,
  idText,
  payoutBalancesShape,
  referralClaimBody,
  referralClaimCreated,
  referralClaimParams,
} from '@vrmarket/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireUser } from '../../http/auth.ts';
import type { ReferralClaimService } from './service.ts';

const walletParams = z.object({
  address: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, { error: 'must be a 0x address' })
    .transform((value) => value.toLowerCase()),
});

/** Referral bonus claims (request, history, the admins' approval) and the projected Payout balances. */
export function referralClaimRoutes({
  referralClaims,
}: {
  referralClaims: ReferralClaimService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/v1/nft/:subCategoryId/request-claim-refer',
      {
        onRequest: authenticate,
        schema: {
          tags: ['claims'],
          summary: 'Ask for the referral bonus of a sub category (signed by the linked wallet)',
          description:
            '`hash` is the linked wallet’s personal_sign signature over `referralClaimMessage` (domain) of the ' +
            'account, wallet, sub category, `createdAt` (ms, at most 10 minutes old) and chain. A createdAt not ' +
            'newer than the account’s last request is a replay (409 CLAIM_REQUEST_REPLAYED); an open request of the ' +
            'sub category is 409 CLAIM_REQUEST_OPEN; nothing to claim is 400 NO_REFERRALS_TO_CLAIM.',
          params: referralClaimParams,
          body: referralClaimBody,
          response: { 200: referralClaimCreated },
        },
      },
      (request) =>
        referralClaims.request(requireUser(request).id, request.params.subCategoryId, request.body),
    );

    app.get(
      '/v1/nft/:address/request-list',
      {
        onRequest: authenticate,
        schema: {
          tags: ['claims'],
          summary: 'The claim history of a wallet’s account (its owner only), newest first',
          params: walletParams,
          querystring: claimHistoryQuery,
          response: { 200: claimHistoryPage },
        },
      },
      (request) => referralClaims.history(request.params.address, requireUser(request).id, request.query),
    );

    app.get(
      '/v1/nft/:address/payout-balances',
      {
        onRequest: authenticate,
        schema: {
          tags: ['claims'],
          summary: 'A wallet’s Payout balances per currency as the indexer projects them (its owner only)',
          params: walletParams,
          response: { 200: payoutBalancesShape },
        },
      },
      (request) => referralClaims.balances(request.params.address, requireUser(request).id),
    );

    app.get(
      '/v1/mp/claim-requests',
      {
        onRequest: authenticate,
        schema: {
          tags: ['claims'],
          summary: 'Referral claim requests (admin-market users), waiting ones by default',
          querystring: claimRequestsQuery,
          response: { 200: claimHistoryPage },
        },
      },
      (request) => referralClaims.list(requireUser(request).id, request.query),
    );

    app.post(
      '/v1/mp/claim-requests/:id/approve',
      {
        onRequest: authenticate,
        schema: {
          tags: ['claims'],
          summary: 'Approve a claim request: credits the requester’s wallet on the Payout contract',
          params: z.object({ id: idText }),
          response: { 200: claimHistoryItemShape },
        },
      },
      (request) => referralClaims.approve(requireUser(request).id, request.params.id),
    );
  };
}
