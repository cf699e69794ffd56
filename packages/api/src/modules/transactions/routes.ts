import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chainCallLimit } from '../../http/security.ts';
import { catchTransactionBodySchema, nftIdParamsSchema, recordBodySchema, recordedSchema } from './schema.ts';
import type { TransactionService } from './service.ts';

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
        config: chainCallLimit,
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
        config: chainCallLimit,
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
