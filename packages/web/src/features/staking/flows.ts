import { stakingVaultAbi, vrNFTAbi } from '@vrmarket/contracts/abis';
import { STAKING, StakingMethod, type StakingRecord } from '@vrmarket/domain';
import { type Address, encodeAbiParameters, type Hash } from 'viem';
import { queryClient } from '../../api/queryClient.ts';
import { type Chain, ChainError, type ChainStep, send, writeContract } from '../chain/index.ts';
import { createStaking, recordStakingTransfer, settleStaking, stakingConfigsQuery } from './api.ts';

export type StakingStepId = 'create' | 'stake' | 'confirm' | 'unstake' | 'claim' | 'cancel';
export type StakingStep = ChainStep<StakingStepId>;

async function vaultOf(): Promise<Address> {
  const configs = await queryClient.fetchQuery({ ...stakingConfigsQuery(), staleTime: 0 });
  if (!configs.vaultAddress) throw new ChainError('FEATURE_NOT_AVAILABLE');
  return configs.vaultAddress as Address;
}

/** The vault's stake data: (LOCKED 0 | FLEXIBLE 1, duration in seconds). */
const stakeData = (type: StakingMethod, durationMs: number) =>
  encodeAbiParameters(
    [{ type: 'uint8' }, { type: 'uint64' }],
    [type === StakingMethod.LOCKED ? 0 : 1, BigInt(Math.round(durationMs / 1000))],
  );

export type NewStaking = {
  nftId: string;
  tokenId: string;
  contractAddress: string;
  code: string;
  days: number;
};

/**
 * Staking: the record (POST, unless it exists: a history row's 'Transfer'), the NFT's safe transfer
 * to the vault with the stake's type and duration, then the api confirms it from the transaction.
 */
export async function stakeSteps(
  chain: Chain,
  target: { record: StakingRecord } | { create: NewStaking },
): Promise<StakingStep[]> {
  const vault = await vaultOf();
  let record = 'record' in target ? target.record : null;
  let hash: Hash | undefined;
  const steps: StakingStep[] = [];
  if ('create' in target) {
    const { nftId, tokenId, contractAddress, code, days } = target.create;
    steps.push({
      id: 'create',
      run: async () => {
        record = await createStaking(nftId, { tokenId, contractAddress, code, amount: String(days) });
      },
    });
  }
  steps.push(
    {
      id: 'stake',
      run: async () => {
        const r = record!;
        hash = await send(chain, () =>
          writeContract(chain.config, {
            address: r.contractAddress as Address,
            abi: vrNFTAbi,
            functionName: 'safeTransferFrom',
            args: [chain.account, vault, BigInt(r.tokenId), stakeData(r.type, r.duration)],
          }),
        );
      },
    },
    {
      id: 'confirm',
      run: async () => {
        const r = record!;
        await recordStakingTransfer(r._id, {
          tokenId: r.tokenId,
          contractAddress: r.contractAddress,
          transactionHash: hash!,
        });
      },
    },
  );
  return steps;
}

/** Whether closing or claiming this stake first takes the NFT back from the vault (unstake). */
export function needsUnstake(record: StakingRecord, action: 'claim' | 'cancel'): boolean {
  if (record.returned || record.status !== 'CONFIRMED' || !record.stakeId) return false;
  return action === 'cancel' || record.type === StakingMethod.LOCKED;
}

/** Claim / cancel: the vault's unstake when the NFT comes back, then the api pays and closes. */
export async function settleSteps(
  chain: Chain,
  record: StakingRecord,
  action: 'claim' | 'cancel',
): Promise<StakingStep[]> {
  const steps: StakingStep[] = [];
  let hash: Hash | undefined;
  if (needsUnstake(record, action)) {
    const vault = await vaultOf();
    steps.push({
      id: 'unstake',
      run: async () => {
        hash = await send(chain, () =>
          writeContract(chain.config, {
            address: vault,
            abi: stakingVaultAbi,
            functionName: 'unstake',
            args: [BigInt(record.stakeId!)],
          }),
        );
      },
    });
  }
  steps.push({
    id: action,
    run: async () => {
      await settleStaking(record._id, action, {
        tokenId: record.tokenId,
        contractAddress: record.contractAddress,
        ...(hash ? { transactionHash: hash } : {}),
      });
    },
  });
  return steps;
}

/** Flexible interest waits 30 days after the last claim (or the start). */
export const flexibleClaimFrom = (record: StakingRecord): number | null => {
  const since = record.claimedAt ?? (record.startDate ? Date.parse(record.startDate) : null);
  return since === null ? null : since + STAKING.flexibleClaimWaitMs;
};
