import { z } from 'zod';

const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, { error: 'must be a 0x address' })
  .transform((value) => value.toLowerCase() as `0x${string}`);
export const txHashSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, { error: 'must be a 0x transaction hash' })
  .transform((value) => value.toLowerCase() as `0x${string}`);

export const recordBodySchema = z.object({ txHash: txHashSchema });

/** The spec's catch-transaction body: transfer (from, to, txId) and nft (tokenId, contractAddress). */
export const catchTransactionBodySchema = z.object({
  transfer: z.object({ from: address, to: address.optional(), txId: txHashSchema }),
  nft: z.object({
    tokenId: z.union([z.string().regex(/^\d{1,78}$/), z.number().int().min(0)]).transform(String),
    contractAddress: address,
  }),
});
export type CatchTransactionBody = z.output<typeof catchTransactionBodySchema>;

export const nftIdParamsSchema = z.object({
  id: z.string().regex(/^\d{1,18}$/, { error: 'must be an NFT id' }),
});

export const recordedSchema = z
  .object({
    txHash: z.string(),
    blockNumber: z.number().int(),
    events: z.array(z.object({ contract: z.string(), event: z.string(), logIndex: z.number().int() })),
  })
  .meta({ id: 'RecordedTransaction' });
export type Recorded = z.infer<typeof recordedSchema>;
