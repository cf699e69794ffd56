import { mintWithPermit, sent, startTestChain, type TestChain } from '@vrmarket/testkit/chain';
import { type Address, erc20Abi, maxUint256, parseEther, parseUnits, zeroAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clients } from '../src/clients.ts';
import type { Deployment } from '../src/deployments.ts';
import { minterAccount } from '../src/devAccounts.ts';
import { marketplaceAbi, vrNFTAbi } from '../src/index.ts';
import { signMintPermit } from '../src/permit.ts';

// The whole lazy-mint → list → reprice → buy / cancel journey, signed in TypeScript, on anvil.
let chain: TestChain;
let d: Deployment;
let seller: Clients;
let buyer: Clients;

async function permitFor(to: Address, tokenId: bigint, currency: Address, mintingPrice: bigint) {
  const permit = {
    tokenId,
    to,
    currency,
    mintingPrice,
    uri: `ipfs://meta/${tokenId}`,
    deadline: 4_000_000_000n,
    nonce: tokenId,
  };
  return { permit, signature: await signMintPermit(minterAccount, chain.anvil.chainId, d.VrNFT, permit) };
}

async function mint(clients: Clients, tokenId: bigint, currency: Address, price: bigint) {
  const { permit, signature } = await permitFor(clients.account.address, tokenId, currency, price);
  const args = [
    tokenId,
    permit.to,
    currency,
    price,
    permit.uri,
    permit.deadline,
    permit.nonce,
    signature,
  ] as const;
  if (currency === zeroAddress) {
    return sent(
      clients,
      clients.walletClient.writeContract({
        address: d.VrNFT,
        abi: vrNFTAbi,
        functionName: 'mintPermitWithETH',
        args,
        value: price,
      }),
    );
  }
  return mintWithPermit(clients, { ...permit, contract: d.VrNFT, signature });
}

async function list(tokenId: bigint, price: bigint, currency: Address): Promise<bigint> {
  const { publicClient, walletClient } = seller;
  await sent(
    seller,
    walletClient.writeContract({
      address: d.VrNFT,
      abi: vrNFTAbi,
      functionName: 'setApprovalForAll',
      args: [d.Marketplace, true],
    }),
  );
  const { result, request } = await publicClient.simulateContract({
    account: seller.account,
    address: d.Marketplace,
    abi: marketplaceAbi,
    functionName: 'createOffer',
    args: [d.VrNFT, tokenId, price, currency],
  });
  await sent(seller, walletClient.writeContract(request));
  return result;
}

const ownerOf = (tokenId: bigint) =>
  seller.publicClient.readContract({
    address: d.VrNFT,
    abi: vrNFTAbi,
    functionName: 'ownerOf',
    args: [tokenId],
  });
const usdtOf = (address: Address) =>
  seller.publicClient.readContract({
    address: d.USDT,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  });

beforeAll(async () => {
  chain = await startTestChain({ nftBaseURI: 'http://localhost/api/v1/nft/token/' });
  ({ deployment: d, seller, buyer } = chain);
});
afterAll(() => chain?.stop());

describe('trading on anvil', () => {
  it('lazy-mints with a TypeScript-signed permit, paying USDT to the treasury', async () => {
    const price = parseUnits('25', 18);
    await mint(seller, 1n, d.USDT, price);
    expect(await ownerOf(1n)).toBe(seller.account.address);
    expect(await usdtOf(minterAccount.address)).toBe(price);
    const uri = await seller.publicClient.readContract({
      address: d.VrNFT,
      abi: vrNFTAbi,
      functionName: 'tokenURI',
      args: [1n],
    });
    expect(uri).toBe('http://localhost/api/v1/nft/token/1');
  });

  it('lazy-mints with the native coin', async () => {
    await mint(seller, 2n, zeroAddress, parseEther('0.1'));
    expect(await ownerOf(2n)).toBe(seller.account.address);
  });

  it('lists, reprices and sells for USDT with the 3% fee', async () => {
    const offerId = await list(1n, parseUnits('100', 18), d.USDT);
    expect(await ownerOf(1n)).toBe(d.Marketplace);
    const newPrice = parseUnits('80', 18);
    await sent(
      seller,
      seller.walletClient.writeContract({
        address: d.Marketplace,
        abi: marketplaceAbi,
        functionName: 'changeOfferPrice',
        args: [offerId, newPrice],
      }),
    );

    const sellerBefore = await usdtOf(seller.account.address);
    const collectorBefore = await usdtOf(minterAccount.address);
    await sent(
      buyer,
      buyer.walletClient.writeContract({
        address: d.USDT,
        abi: erc20Abi,
        functionName: 'approve',
        args: [d.Marketplace, maxUint256],
      }),
    );
    await expect(
      buyer.publicClient.simulateContract({
        account: buyer.account,
        address: d.Marketplace,
        abi: marketplaceAbi,
        functionName: 'buyOffer',
        args: [offerId, parseUnits('100', 18), d.USDT],
      }),
    ).rejects.toThrow(/PriceMismatch/);
    await sent(
      buyer,
      buyer.walletClient.writeContract({
        address: d.Marketplace,
        abi: marketplaceAbi,
        functionName: 'buyOffer',
        args: [offerId, newPrice, d.USDT],
      }),
    );

    expect(await ownerOf(1n)).toBe(buyer.account.address);
    expect((await usdtOf(seller.account.address)) - sellerBefore).toBe(parseUnits('77.6', 18));
    expect((await usdtOf(minterAccount.address)) - collectorBefore).toBe(parseUnits('2.4', 18));
  });

  it('sells for the native coin and emits OfferBought for the indexer', async () => {
    const offerId = await list(2n, parseEther('1'), zeroAddress);
    const receipt = await sent(
      buyer,
      buyer.walletClient.writeContract({
        address: d.Marketplace,
        abi: marketplaceAbi,
        functionName: 'buyOfferWithETH',
        args: [offerId, parseEther('1')],
        value: parseEther('1'),
      }),
    );
    expect(await ownerOf(2n)).toBe(buyer.account.address);
    const [event] = await buyer.publicClient.getContractEvents({
      address: d.Marketplace,
      abi: marketplaceAbi,
      eventName: 'OfferBought',
      blockHash: receipt.blockHash,
    });
    expect(event?.args).toMatchObject({
      offerId,
      buyer: buyer.account.address,
      seller: seller.account.address,
      price: parseEther('1'),
      currency: zeroAddress,
      fee: parseEther('0.03'),
      royalty: 0n,
    });
  });

  it('cancels an offer and returns the NFT', async () => {
    await mint(seller, 3n, d.USDT, 0n);
    const offerId = await list(3n, parseUnits('5', 18), d.USDT);
    await sent(
      seller,
      seller.walletClient.writeContract({
        address: d.Marketplace,
        abi: marketplaceAbi,
        functionName: 'cancelOffer',
        args: [offerId],
      }),
    );
    expect(await ownerOf(3n)).toBe(seller.account.address);
    const offer = await seller.publicClient.readContract({
      address: d.Marketplace,
      abi: marketplaceAbi,
      functionName: 'getOffer',
      args: [offerId],
    });
    expect(offer.open).toBe(false);
  });
});
