import { z } from 'zod';
import { PAGE_SIZE } from '../constants.ts';
import { nftPage, nftShape } from './nft.ts';
import { limitParam, pageParam, searchParam } from './query-params.ts';

/**
 * The swap calls (R-API-4, R-API-6): `GET swap-nft/{id}/list-swap-available`, `GET swap-nft/{id}/check-status`
 * and `POST swap-nft/{id}/{tokenId}`, where {id} is the NFT the owner gives and {tokenId} the token
 * they want from the SwapDesk's pool.
 */

/** The SELECT NFTS picker's query: a page of the pool, searched by name or attribute. */
export const swapAvailableQuery = z.object({
  page: pageParam,
  limit: limitParam(PAGE_SIZE.itemPickerSkeleton),
  keyword: searchParam.describe('part of the name, or of any attribute (Country, Styles …)'),
});
export type SwapAvailableQuery = z.output<typeof swapAvailableQuery>;

export const swapAvailablePage = nftPage;

/**
 * The api's swap key: what SwapDesk verifies (EIP-712 `SwapKey`), its signature and digest. The
 * wallet passes `abi.encode(wantedContract, wantedTokenId, deadline, signature)` as the data of
 * `safeTransferFrom(user, swapDesk, givenTokenId, data)`.
 */
export const swapKeyShape = z
  .object({
    keyHash: z.string().describe('the EIP-712 digest: the on-chain key id (each is usable once)'),
    signature: z.string(),
    user: z.string().describe('the owner’s wallet (lowercased)'),
    givenContract: z.string(),
    givenTokenId: z.string().describe('uint256 as decimal text'),
    wantedContract: z.string(),
    wantedTokenId: z.string().describe('uint256 as decimal text'),
    deadline: z.string().describe('unix seconds'),
    swapDesk: z.string().describe('the SwapDesk contract: the fixed address the NFT is sent to'),
    chainId: z.number().int(),
  })
  .meta({ id: 'SwapKey' });
export type SwapKeyAnswer = z.output<typeof swapKeyShape>;

/**
 * check-status: `KEY_ISSUED` when the owner holds a usable key for this NFT (`data` is the NFT to
 * receive, `key` the key); `KEY_REQUIRED` when a key must be requested first.
 */
export const SwapStatus = { KEY_REQUIRED: 'KEY_REQUIRED', KEY_ISSUED: 'KEY_ISSUED' } as const;
export type SwapStatus = (typeof SwapStatus)[keyof typeof SwapStatus];

export const swapStatusShape = z
  .object({
    status: z.enum([SwapStatus.KEY_REQUIRED, SwapStatus.KEY_ISSUED]),
    data: nftShape.nullable(),
    key: swapKeyShape.nullable(),
  })
  .meta({ id: 'SwapStatus' });
export type SwapStatusAnswer = z.output<typeof swapStatusShape>;

/** POST swap-nft/{id}/{tokenId}: the issued key and the NFT it is for. */
export const swapKeyAnswer = z.object({ data: nftShape, key: swapKeyShape }).meta({ id: 'SwapKeyAnswer' });
export type SwapKeyIssued = z.output<typeof swapKeyAnswer>;
