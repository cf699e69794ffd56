import { mintTo, offerBook, sent, startTestChain, type TestChain } from '@vrmarket/testkit/chain';
import { type Address, erc20Abi, hashTypedData, maxUint256, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clients } from '../src/clients.ts';
import type { Deployment } from '../src/deployments.ts';
import { deployerAccount } from '../src/devAccounts.ts';
import { offerBookAbi, vrNFTAbi } from '../src/index.ts';
import { noTokenRoot, type OfferOrder, offerTypedData, tokenProofOf, tokenRootOf } from '../src/offers.ts';

// Offers on anvil through the deployed OfferBook: the buyer signs with viem, the owner accepts.
let chain: TestChain;
let d: Deployment;
let seller: Clients;
let buyer: Clients;
let nonce = 0n;
const usdt = (amount: string) => parseUnits(amount, 18);

const usdtOf = (address: Address) =>
  seller.publicClient.readContract({
    address: d.USDT,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  });
const ownerOf = (tokenId: bigint) =>
  seller.publicClient.readContract({
    address: d.VrNFT,
    abi: vrNFTAbi,
    functionName: 'ownerOf',
    args: [tokenId],
  });

async function signedOffer(terms: Partial<OfferOrder>) {
  const { timestamp } = await buyer.publicClient.getBlock();
  const offer: OfferOrder = {
    buyer: buyer.account.address,
    hostContract: d.VrNFT,
    tokenId: 0n,
    tokenRoot: noTokenRoot,
    currency: d.USDT,
    amount: usdt('100'),
    expiry: timestamp + 86_400n,
    nonce: ++nonce,
    counter: 0n,
    ...terms,
  };
  const typed = offerTypedData(chain.anvil.chainId, d.OfferBook, offer);
  const signature = await buyer.walletClient.signTypedData({ account: buyer.account, ...typed });
  return { offer, signature, typed };
}

const accept = (offer: OfferOrder, signature: `0x${string}`, tokenId: bigint, proof: `0x${string}`[] = []) =>
  sent(
    seller,
    seller.walletClient.writeContract({
      address: d.OfferBook,
      abi: offerBookAbi,
      functionName: 'acceptOffer',
      args: [offer, signature, tokenId, proof],
    }),
  );

beforeAll(async () => {
  chain = await startTestChain();
  ({ deployment: d, seller, buyer } = chain);
  await sent(
    buyer,
    buyer.walletClient.writeContract({
      address: d.USDT,
      abi: erc20Abi,
      functionName: 'approve',
      args: [d.OfferBook, maxUint256],
    }),
  );
  await sent(
    seller,
    seller.walletClient.writeContract({
      address: d.VrNFT,
      abi: vrNFTAbi,
      functionName: 'setApprovalForAll',
      args: [d.OfferBook, true],
    }),
  );
  for (const tokenId of [1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n]) await mintTo(chain, seller, tokenId);
});
afterAll(() => chain?.stop());

describe('offers on anvil', () => {
  it("hashOffer is viem's hashTypedData of offerTypedData", async () => {
    const { offer, typed } = await signedOffer({ tokenRoot: tokenRootOf([1n, 2n, 3n]) });
    const onChain = await seller.publicClient.readContract({
      address: d.OfferBook,
      abi: offerBookAbi,
      functionName: 'hashOffer',
      args: [offer],
    });
    expect(onChain).toBe(hashTypedData(typed));
  });

  it('accepts an NFT offer, paying seller and fee to the unit', async () => {
    const { offer, signature } = await signedOffer({ tokenId: 1n, amount: usdt('123.456') });
    const before = {
      seller: await usdtOf(seller.account.address),
      buyer: await usdtOf(buyer.account.address),
      collector: await usdtOf(deployerAccount.address),
    };
    await accept(offer, signature, 1n);
    expect(await ownerOf(1n)).toBe(buyer.account.address);
    // 3% of 123.456 = 3.70368.
    expect((await usdtOf(seller.account.address)) - before.seller).toBe(usdt('119.75232'));
    expect((await usdtOf(deployerAccount.address)) - before.collector).toBe(usdt('3.70368'));
    expect(before.buyer - (await usdtOf(buyer.account.address))).toBe(usdt('123.456'));
    const used = await seller.publicClient.readContract({
      address: d.OfferBook,
      abi: offerBookAbi,
      functionName: 'isNonceUsed',
      args: [buyer.account.address, offer.nonce],
    });
    expect(used).toBe(true);
    await expect(accept(offer, signature, 1n)).rejects.toThrow();
  });

  it('accepts a collection offer with the proof from tokenProofOf', async () => {
    const tokens = [2n, 3n, 4n, 5n, 6n];
    const { offer, signature } = await signedOffer({ tokenRoot: tokenRootOf(tokens), amount: usdt('50') });
    const before = await usdtOf(seller.account.address);
    await accept(offer, signature, 4n, tokenProofOf(tokens, 4n));
    expect(await ownerOf(4n)).toBe(buyer.account.address);
    expect((await usdtOf(seller.account.address)) - before).toBe(usdt('48.5'));
  });

  it.each([1, 2, 3, 5, 8])(
    'tokenRootOf / tokenProofOf over %i tokens verify on chain for every token',
    async (n) => {
      const tokens = Array.from({ length: n }, (_, i) => BigInt(1_000 + i * 7));
      const { offer, signature } = await signedOffer({ tokenRoot: tokenRootOf(tokens) });
      for (const tokenId of tokens) {
        // A simulation runs every check up to the NFT transfer: these ids are not minted, so a proof
        // that passes reverts only later, at VrNFT, with ERC721NonexistentToken (0x7e273289, not in
        // the OfferBook's ABI), and not with TokenNotInOffer.
        const simulation = seller.publicClient.simulateContract({
          account: seller.account,
          address: d.OfferBook,
          abi: offerBookAbi,
          functionName: 'acceptOffer',
          args: [offer, signature, tokenId, tokenProofOf(tokens, tokenId)],
        });
        await expect(simulation).rejects.toThrow(/custom error 0x7e273289/);
      }
      const outside = seller.publicClient.simulateContract({
        account: seller.account,
        address: d.OfferBook,
        abi: offerBookAbi,
        functionName: 'acceptOffer',
        args: [offer, signature, 999n, tokenProofOf(tokens, tokens[0]!)],
      });
      await expect(outside).rejects.toThrow(/TokenNotInOffer/);
    },
  );

  it("cancels one offer and all offers through the testkit's offerBook calls", async () => {
    const book = offerBook(chain);
    const single = await book.sign(buyer, { nonce: 500n, amount: usdt('10'), tokenId: 7n });
    await book.cancel(buyer, 500n);
    expect(await book.isNonceUsed(buyer.account.address, 500n)).toBe(true);
    await expect(book.accept(seller, single, 7n)).rejects.toThrow(/OfferNonceUsed/);

    const tokens = [7n, 8n];
    const collection = await book.sign(buyer, { nonce: 501n, amount: usdt('10'), tokenIds: tokens });
    await book.cancelAll(buyer);
    expect(await book.counterOf(buyer.account.address)).toBe(1n);
    await expect(book.accept(seller, collection, 8n, tokens)).rejects.toThrow(/OfferCounterStale/);

    const fresh = await book.sign(buyer, { nonce: 502n, amount: usdt('10'), tokenIds: tokens });
    expect(fresh.offer.counter).toBe(1n);
    await book.accept(seller, fresh, 8n, tokens);
    expect(await ownerOf(8n)).toBe(buyer.account.address);
  });
});
