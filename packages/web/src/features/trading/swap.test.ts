import { adminKey } from '@vrmarket/contracts';
import { vrNFTAbi } from '@vrmarket/contracts/abis';
import type { Nft } from '@vrmarket/domain';
import { clientsFor, mintTo, sent, signSwapKeyFor } from '@vrmarket/testkit/chain';
import { describe, expect, it } from 'vitest';
import { answerApi, plannerChainForFile, runPlanned } from '../../testing/anvilChain.ts';
import { swapNft } from './swap.ts';

// The admin (SwapDesk's operator) stocks the pool with tokens 900 and 901.
const chain = plannerChainForFile(async (started) => {
  const desk = clientsFor(started.target, adminKey);
  for (const tokenId of [900n, 901n]) {
    await mintTo(started, desk, tokenId);
    await sent(
      desk,
      desk.walletClient.writeContract({
        address: started.deployment.VrNFT,
        abi: vrNFTAbi,
        functionName: 'safeTransferFrom',
        args: [desk.account.address, started.deployment.SwapDesk, tokenId],
      }),
    );
  }
});

const ownerOf = (tokenId: bigint) => chain.ownerOf(tokenId);
const nftOf = (tokenId: bigint) =>
  ({
    id: `nft-${tokenId}`,
    tokenId: tokenId.toString(),
    contractAddress: chain.deployment.VrNFT,
  }) as unknown as Nft;

describe('swap planner on anvil (R-SWAP)', () => {
  it('asks the api for a key, then one transfer to the SwapDesk swaps both NFTs, and records', async () => {
    const owner = await chain.chainFor(chain.seller.account.address);
    await mintTo(chain, chain.seller, 41n);
    const key = await signSwapKeyFor(chain, { user: owner.account, givenTokenId: 41n, wantedTokenId: 900n });
    const api = answerApi({
      'GET /v1/nft/swap-nft/nft-41/check-status': { status: 'KEY_REQUIRED', data: null, key: null },
      'POST /v1/nft/swap-nft/nft-41/900': { data: nftOf(900n), key },
    });

    const ran = await runPlanned(await swapNft(owner, { nft: nftOf(41n), wanted: nftOf(900n) }));

    expect(ran).toEqual(['swapKey', 'swap', 'record']);
    expect(await ownerOf(900n)).toBe(owner.account);
    expect(await ownerOf(41n)).toBe(chain.deployment.SwapDesk);
    expect(api.recorded).toHaveLength(1);
  });

  it('uses the key already issued for the same NFT without asking for another', async () => {
    const owner = await chain.chainFor(chain.seller.account.address);
    await mintTo(chain, chain.seller, 42n);
    const key = await signSwapKeyFor(chain, { user: owner.account, givenTokenId: 42n, wantedTokenId: 901n });
    const api = answerApi({
      'GET /v1/nft/swap-nft/nft-42/check-status': { status: 'KEY_ISSUED', data: nftOf(901n), key },
    });

    const ran = await runPlanned(await swapNft(owner, { nft: nftOf(42n), wanted: nftOf(901n) }));

    expect(ran).toEqual(['swap', 'record']);
    expect(api.asked.filter((call) => call.startsWith('POST /v1/nft/swap-nft'))).toEqual([]);
    expect(await ownerOf(901n)).toBe(owner.account);
  });

  it('a key issued for another wanted NFT is not used: a new one is asked for', async () => {
    const owner = await chain.chainFor(chain.seller.account.address);
    const stale = await signSwapKeyFor(chain, {
      user: owner.account,
      givenTokenId: 43n,
      wantedTokenId: 900n,
    });
    answerApi({
      'GET /v1/nft/swap-nft/nft-43/check-status': { status: 'KEY_ISSUED', data: nftOf(900n), key: stale },
    });

    const steps = await swapNft(owner, { nft: nftOf(43n), wanted: nftOf(901n) });

    expect(steps.map((step) => step.id)).toEqual(['swapKey', 'swap', 'record']);
  });

  it('a key signed for someone else does not move anything: the SwapDesk refuses it', async () => {
    const owner = await chain.chainFor(chain.buyer.account.address);
    await mintTo(chain, chain.buyer, 44n);
    const othersKey = await signSwapKeyFor(chain, {
      user: chain.seller.account.address,
      givenTokenId: 44n,
      wantedTokenId: 900n,
    });
    answerApi({
      'GET /v1/nft/swap-nft/nft-44/check-status': { status: 'KEY_ISSUED', data: nftOf(900n), key: othersKey },
    });

    await expect(
      runPlanned(await swapNft(owner, { nft: nftOf(44n), wanted: nftOf(900n) })),
    ).rejects.toThrow();

    expect(await ownerOf(44n)).toBe(owner.account);
  });
});
