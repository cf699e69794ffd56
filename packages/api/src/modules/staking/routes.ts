import {
  createStakingBody,
  paged,
  stakeableNftShape,
  stakeableQuery,
  stakingActionBody,
  stakingAddressParams,
  stakingAssetList,
  stakingClaimAnswer,
  stakingConfigsShape,
  stakingDurationList,
  stakingHistoryPage,
  stakingHistoryQuery,
  stakingIdParams,
  stakingListQuery,
  stakingRecordAnswer,
  stakingRecordPage,
  stakingTransferBody,
} from '@vrmarket/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, requireUser } from '../../http/auth.ts';
import type { StakingService } from './service.ts';

const BASE = '/v1/nft/staking-nft';
const stakeablePage = paged(stakeableNftShape).meta({ id: 'StakeableNftPage' });

/**
 * Staking (R-API-4, R-API-11): the options are public; every list is its owner's only (the path's wallet
 * must be the caller's, admins included); create, transfer, claim and cancel act on the
 * caller's own records and are confirmed from the chain.
 */
export function stakingRoutes({ staking }: { staking: StakingService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${BASE}/configs`,
      {
        schema: {
          tags: ['staking'],
          summary: 'Staking configuration',
          response: { 200: stakingConfigsShape },
        },
      },
      async () => ({ data: await staking.configs() }),
    );
    app.get(
      `${BASE}/list-assets`,
      {
        schema: {
          tags: ['staking'],
          summary: 'Staking asset options per category (assetId = category id)',
          response: { 200: stakingAssetList },
        },
      },
      async () => ({ data: await staking.assets() }),
    );
    app.get(
      `${BASE}/list-durations`,
      {
        schema: {
          tags: ['staking'],
          summary: 'Staking duration options (code, LOCKED/FLEXIBLE, duration ms, apy fraction)',
          response: { 200: stakingDurationList },
        },
      },
      async () => ({ data: await staking.durations() }),
    );
    app.get(
      `${BASE}/:address/list-staking-available`,
      {
        preHandler: authenticate,
        schema: {
          tags: ['staking'],
          summary: 'The wallet’s NFTs that may be staked (owner only)',
          params: stakingAddressParams,
          querystring: stakeableQuery,
          response: { 200: stakeablePage },
        },
      },
      (request) => staking.available(request.params.address, Number(requireUser(request).id), request.query),
    );
    app.get(
      `${BASE}/:address/list-staking`,
      {
        preHandler: authenticate,
        schema: {
          tags: ['staking'],
          summary: 'The wallet’s staking records (owner only); status=CONFIRMED for the active ones',
          params: stakingAddressParams,
          querystring: stakingListQuery,
          response: { 200: stakingRecordPage },
        },
      },
      (request) => staking.list(request.params.address, Number(requireUser(request).id), request.query),
    );
    app.get(
      `${BASE}/:address/history`,
      {
        preHandler: authenticate,
        schema: {
          tags: ['staking'],
          summary: 'Staking History, or the Claim History with type=REWARDS (owner only)',
          params: stakingAddressParams,
          querystring: stakingHistoryQuery,
          response: { 200: stakingHistoryPage },
        },
      },
      (request) => staking.history(request.params.address, Number(requireUser(request).id), request.query),
    );
    app.post(
      `${BASE}/:id`,
      {
        preHandler: authenticate,
        schema: {
          tags: ['staking'],
          summary: 'Creates a staking record (CREATED) for NFT `id`, owned by the caller’s wallet',
          params: stakingIdParams,
          body: createStakingBody,
          response: { 201: stakingRecordAnswer },
        },
      },
      async (request, reply) => {
        const data = await staking.create(request.params.id, Number(requireUser(request).id), request.body);
        return reply.code(201).send({ data });
      },
    );
    app.post(
      `${BASE}/:id/transfer`,
      {
        preHandler: authenticate,
        schema: {
          tags: ['staking'],
          summary: 'Records the staking transfer of record `id`: confirmed by the vault’s Staked event',
          params: stakingIdParams,
          body: stakingTransferBody,
          response: { 200: stakingRecordAnswer },
        },
      },
      async (request) => ({
        data: await staking.recordTransfer(request.params.id, Number(requireUser(request).id), request.body),
      }),
    );
    app.post(
      `${BASE}/:id/claim`,
      {
        preHandler: authenticate,
        schema: {
          tags: ['staking'],
          summary:
            'Claims the interest (LOCKED: after the end, with the unstake’s hash; FLEXIBLE: every 30 days)',
          params: stakingIdParams,
          body: stakingActionBody,
          response: { 200: stakingClaimAnswer },
        },
      },
      (request) => staking.claim(request.params.id, Number(requireUser(request).id), request.body),
    );
    app.post(
      `${BASE}/:id/cancel`,
      {
        preHandler: authenticate,
        schema: {
          tags: ['staking'],
          summary: 'Cancels a staking (FLEXIBLE: with the unstake’s hash; no interest under a month)',
          params: stakingIdParams,
          body: stakingActionBody,
          response: { 200: stakingClaimAnswer },
        },
      },
      (request) => staking.cancel(request.params.id, Number(requireUser(request).id), request.body),
    );
  };
}
