import { type Address, encodeAbiParameters, type Hex, type LocalAccount, parseAbiParameters } from 'viem';

/** VrNFT's ERC-721 name doubles as its EIP-712 domain name; deployAll uses these. */
export const vrNftName = 'VrNFT';
export const vrNftSymbol = 'VRNFT';

/** A lazy-mint permission, signed by a MINTER_ROLE key (spec: "Minting permission"). */
export interface MintPermit {
  tokenId: bigint;
  to: Address;
  /** ERC-20 payment token, or the zero address for the native coin (mintPermitWithETH). */
  currency: Address;
  mintingPrice: bigint;
  uri: string;
  /** Unix seconds after which the permit is refused. */
  deadline: bigint;
  /** Any unused uint256; sequential nonces are cheapest (a bitmap of 256 per storage word). */
  nonce: bigint;
}

export const mintPermitTypes = {
  MintPermit: [
    { name: 'tokenId', type: 'uint256' },
    { name: 'to', type: 'address' },
    { name: 'currency', type: 'address' },
    { name: 'mintingPrice', type: 'uint256' },
    { name: 'uri', type: 'string' },
    { name: 'deadline', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
  ],
} as const;

export function mintPermitDomain(chainId: number, verifyingContract: Address, name: string = vrNftName) {
  return { name, version: '1', chainId, verifyingContract } as const;
}

/** Signs a permit for `verifyingContract` on `chainId` with a local (server-held) minter key. */
export function signMintPermit(
  signer: LocalAccount,
  chainId: number,
  verifyingContract: Address,
  permit: MintPermit,
): Promise<Hex> {
  return signer.signTypedData({
    domain: mintPermitDomain(chainId, verifyingContract),
    types: mintPermitTypes,
    primaryType: 'MintPermit',
    message: permit,
  });
}

/** The api's permission to swap `givenTokenId` for `wantedTokenId` at the SwapDesk. */
export interface SwapKey {
  user: Address;
  givenContract: Address;
  givenTokenId: bigint;
  wantedContract: Address;
  wantedTokenId: bigint;
  deadline: bigint;
}

export const swapKeyTypes = {
  SwapKey: [
    { name: 'user', type: 'address' },
    { name: 'givenContract', type: 'address' },
    { name: 'givenTokenId', type: 'uint256' },
    { name: 'wantedContract', type: 'address' },
    { name: 'wantedTokenId', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const;

export function swapKeyDomain(chainId: number, verifyingContract: Address) {
  return { name: 'SwapDesk', version: '1', chainId, verifyingContract } as const;
}

/** Signs a swap key with a SIGNER_ROLE key; its EIP-712 digest is the on-chain keyHash. */
export function signSwapKey(
  signer: LocalAccount,
  chainId: number,
  swapDesk: Address,
  key: SwapKey,
): Promise<Hex> {
  return signer.signTypedData({
    domain: swapKeyDomain(chainId, swapDesk),
    types: swapKeyTypes,
    primaryType: 'SwapKey',
    message: key,
  });
}

/**
 * The `data` of `safeTransferFrom(user, swapDesk, givenTokenId, data)` that performs the swap.
 */
export function encodeSwapData(key: SwapKey, signature: Hex): Hex {
  return encodeAbiParameters(parseAbiParameters('address, uint256, uint256, bytes'), [
    key.wantedContract,
    key.wantedTokenId,
    key.deadline,
    signature,
  ]);
}

/** The `data` of `safeTransferFrom(owner, stakingVault, tokenId, data)`; duration 0n for FLEXIBLE. */
export function encodeStakeData(stakeType: 'LOCKED' | 'FLEXIBLE', durationSeconds: bigint): Hex {
  return encodeAbiParameters(parseAbiParameters('uint8, uint64'), [
    stakeType === 'LOCKED' ? 0 : 1,
    durationSeconds,
  ]);
}
