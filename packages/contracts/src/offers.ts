import { type Address, encodeAbiParameters, type Hex, keccak256, zeroHash } from 'viem';

/**
 * A buyer's offer for one NFT or for any token of a collection, signed with EIP-712 and accepted
 * by the NFT's owner at the OfferBook (issue 42). Nothing is escrowed: the amount is pulled from
 * the buyer's ERC-20 balance (the wrapped native token for the native coin) when it is accepted.
 */
export interface OfferOrder {
  buyer: Address;
  hostContract: Address;
  /** The NFT of an NFT offer; 0 for a collection offer. */
  tokenId: bigint;
  /** Zero for an NFT offer; the Merkle root of the collection's token ids (`tokenRootOf`) otherwise. */
  tokenRoot: Hex;
  /** An ERC-20 the OfferBook accepts. */
  currency: Address;
  /** In token units. */
  amount: bigint;
  /** Unix seconds; the offer is refused from this time on. */
  expiry: bigint;
  /** Per buyer: accepting or cancelling the offer uses it up. */
  nonce: bigint;
  /** The buyer's counter when signing; `cancelAllOffers` bumps it, ending every older offer. */
  counter: bigint;
}

/** The offer as the api carries it: uint256 in decimal digits, addresses and bytes32 in hex. */
export type OfferOrderText = Record<keyof OfferOrder, string>;

/** The api's text form of an offer as the contract's Offer struct. */
export function offerOrderOf(text: OfferOrderText): OfferOrder {
  return {
    buyer: text.buyer as Address,
    hostContract: text.hostContract as Address,
    tokenId: BigInt(text.tokenId),
    tokenRoot: text.tokenRoot as Hex,
    currency: text.currency as Address,
    amount: BigInt(text.amount),
    expiry: BigInt(text.expiry),
    nonce: BigInt(text.nonce),
    counter: BigInt(text.counter),
  };
}

export const offerBookName = 'OfferBook';

export const offerTypes = {
  Offer: [
    { name: 'buyer', type: 'address' },
    { name: 'hostContract', type: 'address' },
    { name: 'tokenId', type: 'uint256' },
    { name: 'tokenRoot', type: 'bytes32' },
    { name: 'currency', type: 'address' },
    { name: 'amount', type: 'uint256' },
    { name: 'expiry', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'counter', type: 'uint256' },
  ],
} as const;

export function offerDomain(chainId: number, offerBook: Address) {
  return { name: offerBookName, version: '1', chainId, verifyingContract: offerBook } as const;
}

/** The arguments of viem's signTypedData / verifyTypedData / hashTypedData for one offer. */
export function offerTypedData(chainId: number, offerBook: Address, offer: OfferOrder) {
  return {
    domain: offerDomain(chainId, offerBook),
    types: offerTypes,
    primaryType: 'Offer',
    message: offer,
  } as const;
}

/** An NFT offer's `tokenRoot`. */
export const noTokenRoot: Hex = zeroHash;

/**
 * A token id's leaf in a collection offer's tree, as OpenZeppelin's StandardMerkleTree hashes it:
 * keccak256(bytes.concat(keccak256(abi.encode(tokenId)))); hashing twice keeps a leaf from ever
 * being read as an inner node.
 */
export function tokenLeaf(tokenId: bigint): Hex {
  return keccak256(keccak256(encodeAbiParameters([{ type: 'uint256' }], [tokenId])));
}

/** OpenZeppelin's `Hashes.commutativeKeccak256`: the smaller word first. */
function hashPair(a: Hex, b: Hex): Hex {
  const [first, second] = BigInt(a) < BigInt(b) ? [a, b] : [b, a];
  return keccak256(`0x${first.slice(2)}${second.slice(2)}`);
}

/** The tree's layers, leaves first, over the token ids sorted and without repeats. */
function layersOf(tokenIds: readonly bigint[]): Hex[][] {
  const unique = [...new Set(tokenIds)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (unique.length === 0) throw new Error('a collection offer needs at least one token id');
  let layer = unique.map(tokenLeaf);
  const layers: Hex[][] = [layer];
  while (layer.length > 1) {
    const below = layer;
    // An odd node out moves up unpaired: MerkleProof.verify folds only the siblings it is given.
    layer = Array.from({ length: Math.ceil(below.length / 2) }, (_, i) => {
      const [left, right] = [below[2 * i] as Hex, below[2 * i + 1]];
      return right === undefined ? left : hashPair(left, right);
    });
    layers.push(layer);
  }
  return layers;
}

/** A collection offer's `tokenRoot` over the token ids it covers (any order, repeats ignored). */
export function tokenRootOf(tokenIds: readonly bigint[]): Hex {
  return layersOf(tokenIds).at(-1)?.[0] as Hex;
}

/** The proof that `tokenId` is one of `tokenIds`, for OpenZeppelin's MerkleProof.verify; throws if it is not. */
export function tokenProofOf(tokenIds: readonly bigint[], tokenId: bigint): Hex[] {
  const layers = layersOf(tokenIds);
  let index = layers[0]?.indexOf(tokenLeaf(tokenId)) ?? -1;
  if (index < 0) throw new Error(`token ${tokenId} is not in the collection offer`);
  const proof: Hex[] = [];
  for (const layer of layers.slice(0, -1)) {
    const sibling = layer[index % 2 === 0 ? index + 1 : index - 1];
    if (sibling !== undefined) proof.push(sibling);
    index = Math.floor(index / 2);
  }
  return proof;
}
