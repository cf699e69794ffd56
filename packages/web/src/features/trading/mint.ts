import type { Nft } from '@vrmarket/domain';
import { type Address, type Hash, type Hex, maxUint256, zeroAddress } from 'viem';
import { apiFetch } from '../../api/client.ts';
import { erc20Abi, vrNftAbi } from './abis.ts';
import { type Chain, confirmed, recordTransaction } from './chain.ts';
import { TradeError, type TradeStep } from './steps.ts';

/** `GET /api/v1/nft/:id/mintingPermission/:address`: the api's signed permit. */
export interface MintPermit {
  tokenId: string;
  to: Address;
  currency: Address;
  currencySymbol: string;
  mintingPrice: string;
  uri: string;
  deadline: string;
  nonce: string;
  signature: Hex;
  contract: Address;
  chainId: number;
}

export async function fetchMintPermit(nft: Nft, address: string): Promise<MintPermit> {
  const answer = await apiFetch<{ data: MintPermit }>(`/v1/nft/${nft.id}/mintingPermission/${address}`, {
    query: { objectId: nft.id, address, currency: nft.mintingCurrency ?? undefined },
  });
  return answer.data;
}

/**
 * Mint (spec "Detail-screen actions", NONE): the permit, the balance check, approval of the payment
 * token when the allowance is short (unlimited, as the spec's approvals), mint with the permit, record.
 */
export async function mintNft(chain: Chain, nft: Nft): Promise<TradeStep[]> {
  const { readContract, writeContract } = await import('wagmi/actions');
  const permit = await fetchMintPermit(nft, chain.account);
  const price = BigInt(permit.mintingPrice);
  const native = permit.currency === zeroAddress;
  const steps: TradeStep[] = [];
  let minted: Hash | undefined;

  if (price > 0n) {
    const balance = native
      ? await (await import('wagmi/actions')).getBalance(chain.config, { address: chain.account })
      : {
          value: await readContract(chain.config, {
            address: permit.currency,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [chain.account],
          }),
        };
    if (balance.value < price) throw new TradeError('WALLET_NOT_ENOUGH_BALANCE');
  }
  if (!native && price > 0n) {
    const allowance = await readContract(chain.config, {
      address: permit.currency,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [chain.account, permit.contract],
    });
    if (allowance < price) {
      steps.push({
        kind: 'approveToken',
        run: async () => {
          await confirmed(
            chain,
            await writeContract(chain.config, {
              address: permit.currency,
              abi: erc20Abi,
              functionName: 'approve',
              args: [permit.contract, maxUint256],
            }),
          );
        },
      });
    }
  }
  steps.push({
    kind: 'mint',
    run: async () => {
      const args = [
        BigInt(permit.tokenId),
        permit.to,
        permit.currency,
        price,
        permit.uri,
        BigInt(permit.deadline),
        BigInt(permit.nonce),
        permit.signature,
      ] as const;
      const hash = native
        ? await writeContract(chain.config, {
            address: permit.contract,
            abi: vrNftAbi,
            functionName: 'mintPermitWithETH',
            args,
            value: price,
          })
        : await writeContract(chain.config, {
            address: permit.contract,
            abi: vrNftAbi,
            functionName: 'mintWithPermit',
            args,
          });
      minted = await confirmed(chain, hash);
    },
  });
  steps.push({ kind: 'record', run: async () => minted && (await recordTransaction(minted)) });
  return steps;
}
