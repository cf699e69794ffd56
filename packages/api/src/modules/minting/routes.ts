import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, requireUser } from '../../http/auth.ts';
import { HttpError } from '../../http/errors.ts';
import { mintPermitAnswer, permitParams, permitQuery, referPermitQuery, usdtPermitQuery } from './schema.ts';
import type { MintingService } from './service.ts';

const tags = ['minting'];
const description =
  'Signs an EIP-712 mint permit for the caller’s linked wallet, with the NFT’s own minting price and ' +
  'currency. Only for a verified NFT that is not minted; the owner may always mint it, anyone else ' +
  'only while it is offered unminted and buying is on.';

/** The spec's minting permission calls (plain, with a referral code, USDT). */
export function mintingRoutes({ minting }: { minting: MintingService }): FastifyPluginAsyncZod {
  return async (app) => {
    const sameObject = (objectId: string | undefined, id: string) => {
      if (objectId !== undefined && objectId !== id) throw new HttpError(400, 'VALIDATION_FAILED');
    };

    app.get(
      '/v1/nft/:id/mintingPermission/:address',
      {
        preHandler: authenticate,
        schema: {
          tags,
          summary: 'Mint permit (the NFT’s minting currency)',
          description,
          params: permitParams,
          querystring: permitQuery,
          response: { 200: mintPermitAnswer },
        },
      },
      async (request) => {
        const { id, address } = request.params;
        sameObject(request.query.objectId, id);
        if (request.query.address && request.query.address !== address) {
          throw new HttpError(400, 'VALIDATION_FAILED');
        }
        const data = await minting.permit({
          nftId: Number(id),
          userId: Number(requireUser(request).id),
          address,
          currency: request.query.currency,
        });
        return { data };
      },
    );

    app.get(
      '/v1/nft/:id/mintingPermission/refer-code/:address',
      {
        preHandler: authenticate,
        schema: {
          tags,
          summary: 'Mint permit with a referral code (the referrer’s username)',
          description,
          params: permitParams,
          querystring: referPermitQuery,
          response: { 200: mintPermitAnswer },
        },
      },
      async (request) => {
        const data = await minting.permit({
          nftId: Number(request.params.id),
          userId: Number(requireUser(request).id),
          address: request.params.address,
          referCode: request.query.referCode,
        });
        return { data };
      },
    );

    app.get(
      '/v1/nft/:id/mintingPermissionUsdt/:address',
      {
        preHandler: authenticate,
        schema: {
          tags,
          summary: 'Mint permit paid in USDT (only for NFTs priced in USDT)',
          description,
          params: permitParams,
          querystring: usdtPermitQuery,
          response: { 200: mintPermitAnswer },
        },
      },
      async (request) => {
        sameObject(request.query.objectId, request.params.id);
        const data = await minting.permit({
          nftId: Number(request.params.id),
          userId: Number(requireUser(request).id),
          address: request.params.address,
          usdtOnly: true,
          network: request.query.network,
        });
        return { data };
      },
    );
  };
}
