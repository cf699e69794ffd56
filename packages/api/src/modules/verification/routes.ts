import {
  approveNftBody,
  idText,
  nftPage,
  rejectNftBody,
  verificationDecision,
  verificationListQuery,
} from '@vrmarket/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireUser } from '../../http/auth.ts';
import { projectionWriteLimit } from '../../http/security.ts';
import type { VerificationService } from './service.ts';

const nftParams = z.object({ id: idText });

/**
 * The verification queue (admin-market users only: 401 for visitors, 403 for other users). A
 * decision takes the projections' lock: limited per admin and route (`projectionWriteLimit`).
 */
export function verificationRoutes({
  verification,
}: {
  verification: VerificationService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/mp/verification',
      {
        onRequest: authenticate,
        schema: {
          tags: ['verification'],
          summary: 'Created NFTs waiting for verification, newest first (admin-market users)',
          querystring: verificationListQuery,
          response: { 200: nftPage },
        },
      },
      (request) => verification.queue(requireUser(request).id, request.query),
    );

    app.post(
      '/v1/mp/verification/:id/approve',
      {
        onRequest: authenticate,
        config: projectionWriteLimit,
        schema: {
          tags: ['verification'],
          summary: 'Verify a created NFT: its owner may then mint and list it',
          params: nftParams,
          body: approveNftBody.nullish(),
          response: { 200: verificationDecision },
        },
      },
      (request) => verification.approve(requireUser(request).id, request.params.id, request.body?.isShow),
    );

    app.post(
      '/v1/mp/verification/:id/reject',
      {
        onRequest: authenticate,
        config: projectionWriteLimit,
        schema: {
          tags: ['verification'],
          summary: 'Reject a created NFT with a reason (1–200 characters); it stays hidden',
          params: nftParams,
          body: rejectNftBody,
          response: { 200: verificationDecision },
        },
      },
      (request) => verification.reject(requireUser(request).id, request.params.id, request.body.reason),
    );
  };
}
