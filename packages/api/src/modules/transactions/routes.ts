import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catchTransactionBodySchema, nftIdParamsSchema, recordBodySchema, recordedSchema } from './schema.ts';
import type { TransactionService } from './service.ts';

/**
 * Record calls a client may make a minute (each asks the chain for a receipt and may apply it): a
 * trader's few, not a script's stream. Counted per route and client IP, across replicas with Redis.
 */
export const RECORDS_PER_MINUTE = 30;
const limited = { rateLimit: { max: RECORDS_PER_MINUTE, timeWindow: 60_000 } };

/**
 * The "record the transaction" calls the web app makes after a wallet transaction. They need no
 * sign-in: the chain is the proof, and a body can only point at a transaction, never add facts.
 */
export function transactionRoutes({
  transactions,
}: {
  transactions: TransactionService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/v1/nft/:id/catch-transaction',
      {
        config: limited,
        schema: {
          tags: ['transactions'],
          summary: 'Record a mined transaction of this NFT (mint, list, reprice, cancel, buy, transfer)',
          params: nftIdParamsSchema,
          body: catchTransactionBodySchema,
          response: { 200: recordedSchema },
        },
      },
      (request) => transactions.catchTransaction(Number(request.params.id), request.body),
    );

    app.post(
      '/v1/transactions/record',
      {
        config: limited,
        schema: {
          tags: ['transactions'],
          summary: "Record any mined transaction of the marketplace's contracts",
          body: recordBodySchema,
          response: { 200: recordedSchema },
        },
      },
      (request) => transactions.record(request.body.txHash),
    );
  };
}
