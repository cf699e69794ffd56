import type { Abi, ContractFunctionName } from 'viem';

/** What a chain read depends on besides its function: the contract, the wallet, the inputs as text. */
type ReadInput = string | number | boolean | null | undefined | readonly string[];

/**
 * The query key of a chain read a screen shows: the function, named by its contract's ABI
 * (`chainReadKey<typeof payoutAbi>('pendingETH', …)`), then what the read depends on, the contract
 * address first. The chain's counterpart of the api's operation keys (api/queryKeys.ts); the
 * function alone is the prefix of every such read. Types only: no chain code is loaded for a key.
 */
export function chainReadKey<abi extends Abi | readonly unknown[]>(
  functionName: ContractFunctionName<abi, 'pure' | 'view'>,
  ...dependsOn: readonly ReadInput[]
) {
  return [functionName, ...dependsOn] as const;
}
