import { swapAvailablePage, swapAvailableQuery, swapKeyAnswer, swapStatusShape } from '@vrmarket/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, requireUser } from '../../http/auth.ts';
import { swapKeyParams, swapNftParams } from './schema.ts';
import type { SwapService } from './service.ts';

const tags = ['swap'];
const ownerOnly =
  'Owner only: the caller’s linked wallet must own the NFT on chain (403 NOT_NFT_OWNER otherwise), ' +
  'and the NFT must be swappable (OWNED, not in use, tradable category, a Country of its own).';

/** The spec's swap calls under {nft-base} (`/api/v1/nft`). */
export function swapRoutes({ swap }: { swap: SwapService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/nft/swap-nft/:id/list-swap-available',
      {
        preHandler: authenticate,
        schema: {
          tags,
          summary:
            'NFTs of the SwapDesk pool this NFT can be swapped for (paged, search by name or attribute)',
          description: ownerOnly,
          params: swapNftParams,
          querystring: swapAvailableQuery,
          response: { 200: swapAvailablePage },
        },
      },
      (request) => swap.available(Number(request.params.id), Number(requireUser(request).id), request.query),
    );

    app.get(
      '/v1/nft/swap-nft/:id/check-status',
      {
        preHandler: authenticate,
        schema: {
          tags,
          summary: 'Whether a swap key must be requested first; the NFT to receive when one is issued',
          description: ownerOnly,
          params: swapNftParams,
          response: { 200: swapStatusShape },
        },
      },
      (request) => swap.status(Number(request.params.id), Number(requireUser(request).id)),
    );

    app.post(
      '/v1/nft/swap-nft/:id/:tokenId',
      {
        preHandler: authenticate,
        schema: {
          tags,
          summary: 'Issue a swap key: this NFT for the pool token `tokenId` (EIP-712, 30 minutes)',
          description: `${ownerOnly} The answer's keyHash is SwapDesk's key id; each key is usable once.`,
          params: swapKeyParams,
          response: { 200: swapKeyAnswer },
        },
      },
      (request) =>
        swap.issueKey(Number(request.params.id), Number(requireUser(request).id), request.params.tokenId),
    );
  };
}
