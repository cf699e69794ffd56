import { type Address, erc20Abi, type Hash, maxUint256, zeroAddress } from 'viem';
import { getBalance, readContract, waitForTransactionReceipt, writeContract } from 'wagmi/actions';
import { api, read as readAnswer } from '../../api/client.ts';
import { ChainError } from './ChainError.ts';
import type { Chain } from './prepare.ts';
import type { ChainStep } from './steps.ts';
import { withinChainTime } from './timeout.ts';

/** A contract read, within the chain's time limit. */
export const read: typeof readContract = (config, parameters) =>
  withinChainTime(readContract(config, parameters));

/** The account's balance of a token, or of the native coin for the zero address. */
export async function balanceOf(chain: Chain, token: Address): Promise<bigint> {
  if (token.toLowerCase() === zeroAddress) {
    return (await withinChainTime(getBalance(chain.config, { address: chain.account }))).value;
  }
  return read(chain.config, {
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [chain.account],
  });
}

/** Waits (within the time limit) for a sent transaction; a reverted one fails the step. */
export async function confirmed(chain: Chain, hash: Hash): Promise<Hash> {
  const receipt = await withinChainTime(waitForTransactionReceipt(chain.config, { hash }));
  if (receipt.status !== 'success') throw new ChainError('TRANSACTION_FAILED');
  return hash;
}

/**
 * Sends a transaction through the wallet (`write` calls wagmi's writeContract; no time limit: the
 * user signs) and waits until it is mined.
 */
export async function send(chain: Chain, write: () => Promise<Hash>): Promise<Hash> {
  return confirmed(chain, await write());
}

/**
 * Tells the api about a mined transaction so the pages change at once (DESIGN.md: recording only
 * speeds things up; the indexer applies the same receipt anyway), so a failure here is not the
 * flow's failure.
 */
export async function recordTransaction(hash: Hash): Promise<void> {
  await readAnswer(api.POST('/api/v1/transactions/record', { body: { txHash: hash } })).catch(
    (error: unknown) => console.warn('recording the transaction failed; the indexer will catch up', error),
  );
}

/** A write step followed by the record step of its transaction. */
export function writeAndRecord<Id extends string>(
  chain: Chain,
  id: Id,
  write: () => Promise<Hash>,
): ChainStep<Id | 'record'>[] {
  let hash: Hash | undefined;
  return [
    {
      id,
      run: async () => {
        hash = await send(chain, write);
      },
    },
    {
      id: 'record',
      run: async () => {
        if (hash) await recordTransaction(hash);
      },
    },
  ];
}

/**
 * The approval of `spender` over the account's `token` when the allowance is short of `amount`:
 * unlimited (the spec's maximum uint256), so the next purchase or mint asks for no approval.
 */
export async function tokenApprovalSteps<Id extends string>(
  chain: Chain,
  id: Id,
  { token, spender, amount }: { token: Address; spender: Address; amount: bigint },
): Promise<ChainStep<Id>[]> {
  if (token.toLowerCase() === zeroAddress || amount === 0n) return [];
  const allowance = await read(chain.config, {
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [chain.account, spender],
  });
  if (allowance >= amount) return [];
  return [
    {
      id,
      run: async () =>
        void (await send(chain, () =>
          writeContract(chain.config, {
            address: token,
            abi: erc20Abi,
            functionName: 'approve',
            args: [spender, maxUint256],
          }),
        )),
    },
  ];
}
