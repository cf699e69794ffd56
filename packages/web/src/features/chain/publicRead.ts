import {
  type Abi,
  type Client,
  type ContractFunctionArgs,
  type ContractFunctionName,
  createClient,
  http,
  type ReadContractParameters,
  type ReadContractReturnType,
} from 'viem';
import { readContract } from 'viem/actions';
import { loadNetwork } from '../config/loadNetwork.ts';
import { withinChainTime } from './timeout.ts';

let client: Promise<Client> | undefined;

/**
 * A contract read without the wallet code (wagmi and its connectors): a bare viem client on the
 * network's RPC, for what a screen shows from the chain before any wallet action (the claim
 * screen's pending balances). Within the chain's time limit, like the flows' reads. The browser
 * reads the chain, not the server's render of the page: there the read fails, so the page comes
 * with the data's loading state (and no wait on an RPC) and the browser asks once it has hydrated.
 */
export async function publicRead<
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, 'pure' | 'view'>,
  const args extends ContractFunctionArgs<abi, 'pure' | 'view', functionName>,
>(
  parameters: ReadContractParameters<abi, functionName, args>,
): Promise<ReadContractReturnType<abi, functionName, args>> {
  if (typeof window === 'undefined') throw new Error('the chain is read in the browser');
  client ??= loadNetwork()
    .then((network) => createClient({ transport: http(network.rpcUrl) }))
    .catch((error: unknown) => {
      client = undefined;
      throw error;
    });
  return withinChainTime(readContract(await client, parameters));
}
