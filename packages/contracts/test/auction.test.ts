import { mintTo, sent, startTestChain, type TestChain } from '@vrmarket/testkit/chain';
import { type Address, erc20Abi, maxUint256, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Clients, clientsFor } from '../src/clients.ts';
import { fundDemoAccounts } from '../src/deploy.ts';
import type { Deployment } from '../src/deployments.ts';
import { adminKey, demoUserKeys, deployerAccount, deployerKey } from '../src/devAccounts.ts';
import { auctionHouseAbi, vrNFTAbi } from '../src/index.ts';

// A whole auction on anvil through the deployed AuctionHouse: create, two bids, time passes, settle.
let chain: TestChain;
let d: Deployment;
let seller: Clients;
let firstBidder: Clients;
let secondBidder: Clients;
const royaltyReceiver: Address = '0x000000000000000000000000000000000000dEaD';
const usdt = (amount: string) => parseUnits(amount, 18);

const usdtOf = (address: Address) =>
  seller.publicClient.readContract({
    address: d.USDT,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  });

async function bid(bidder: Clients, auctionId: bigint, amount: bigint) {
  await sent(
    bidder,
    bidder.walletClient.writeContract({
      address: d.USDT,
      abi: erc20Abi,
      functionName: 'approve',
      args: [d.AuctionHouse, maxUint256],
    }),
  );
  await sent(
    bidder,
    bidder.walletClient.writeContract({
      address: d.AuctionHouse,
      abi: auctionHouseAbi,
      functionName: 'bid',
      args: [auctionId, amount],
    }),
  );
}

beforeAll(async () => {
  chain = await startTestChain();
  ({ deployment: d, seller, buyer: firstBidder } = chain);
  secondBidder = clientsFor(chain.target, demoUserKeys[2]!);
  await fundDemoAccounts({
    ...chain.target,
    deployer: deployerKey,
    deployment: d,
    recipients: [secondBidder.account.address],
  });
});
afterAll(() => chain?.stop());

describe('an auction on anvil', () => {
  it('sells to the highest bidder after the end, paying seller, fee and royalty to the unit', async () => {
    await mintTo(chain, seller, 1n);
    const admin = clientsFor(chain.target, adminKey);
    await sent(
      admin,
      admin.walletClient.writeContract({
        address: d.VrNFT,
        abi: vrNFTAbi,
        functionName: 'setTokenRoyalty',
        args: [1n, royaltyReceiver, 500n],
      }),
    );
    await sent(
      seller,
      seller.walletClient.writeContract({
        address: d.VrNFT,
        abi: vrNFTAbi,
        functionName: 'setApprovalForAll',
        args: [d.AuctionHouse, true],
      }),
    );
    const { timestamp } = await seller.publicClient.getBlock();
    const endTime = timestamp + 3_600n;
    const { result: auctionId, request } = await seller.publicClient.simulateContract({
      account: seller.account,
      address: d.AuctionHouse,
      abi: auctionHouseAbi,
      functionName: 'createAuction',
      args: [d.VrNFT, 1n, d.USDT, usdt('100'), endTime],
    });
    await sent(seller, seller.walletClient.writeContract(request));

    const before = {
      seller: await usdtOf(seller.account.address),
      first: await usdtOf(firstBidder.account.address),
      second: await usdtOf(secondBidder.account.address),
      collector: await usdtOf(deployerAccount.address),
    };
    await bid(firstBidder, auctionId, usdt('100'));
    expect(await usdtOf(d.AuctionHouse)).toBe(usdt('100'));
    // 5% over 100 is the least that outbids.
    await expect(
      secondBidder.publicClient.simulateContract({
        account: secondBidder.account,
        address: d.AuctionHouse,
        abi: auctionHouseAbi,
        functionName: 'bid',
        args: [auctionId, usdt('104.99')],
      }),
    ).rejects.toThrow(/BidTooLow/);
    await bid(secondBidder, auctionId, usdt('150'));
    expect(await usdtOf(firstBidder.account.address)).toBe(before.first);
    expect(await usdtOf(d.AuctionHouse)).toBe(usdt('150'));

    const settle = {
      account: firstBidder.account,
      address: d.AuctionHouse,
      abi: auctionHouseAbi,
      functionName: 'settle',
      args: [auctionId],
    } as const;
    await expect(firstBidder.publicClient.simulateContract(settle)).rejects.toThrow(/AuctionNotEnded/);
    await chain.rpc('evm_increaseTime', [3_600]);
    await chain.rpc('evm_mine');
    // Anyone may settle: here the losing bidder.
    await sent(firstBidder, firstBidder.walletClient.writeContract(settle));

    const owner = await seller.publicClient.readContract({
      address: d.VrNFT,
      abi: vrNFTAbi,
      functionName: 'ownerOf',
      args: [1n],
    });
    expect(owner).toBe(secondBidder.account.address);
    // 150 − 3% fee (4.5) − 5% royalty (7.5) = 138.
    expect((await usdtOf(seller.account.address)) - before.seller).toBe(usdt('138'));
    expect((await usdtOf(deployerAccount.address)) - before.collector).toBe(usdt('4.5'));
    expect(await usdtOf(royaltyReceiver)).toBe(usdt('7.5'));
    expect(before.second - (await usdtOf(secondBidder.account.address))).toBe(usdt('150'));
    expect(await usdtOf(firstBidder.account.address)).toBe(before.first);
    expect(await usdtOf(d.AuctionHouse)).toBe(0n);
    const closed = await seller.publicClient.readContract({
      address: d.AuctionHouse,
      abi: auctionHouseAbi,
      functionName: 'getAuction',
      args: [auctionId],
    });
    expect(closed.closed).toBe(true);
  });
});
