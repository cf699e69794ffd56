import { vrNFTAbi } from '@vrmarket/contracts/abis';
import type { MintPermit } from '@vrmarket/domain';
import { type Hash, zeroAddress } from 'viem';
import { writeContract } from 'wagmi/actions';
import type { Chain } from './prepare.ts';

/**
 * Sends VrNFT's mint for the api's signed permit: mintWithPermit, or mintPermitWithETH paying the
 * price in the native coin. Buying an unminted NFT, minting one's own, and creating-and-minting share it.
 */
export function writeMint(chain: Chain, permit: MintPermit): Promise<Hash> {
  const price = BigInt(permit.mintingPrice);
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
  return permit.currency.toLowerCase() === zeroAddress
    ? writeContract(chain.config, {
        address: permit.contract,
        abi: vrNFTAbi,
        functionName: 'mintPermitWithETH',
        args,
        value: price,
      })
    : writeContract(chain.config, {
        address: permit.contract,
        abi: vrNFTAbi,
        functionName: 'mintWithPermit',
        args,
      });
}
