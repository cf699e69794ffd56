import { demoUserKeys, deployerKey } from '@vrmarket/contracts';
import { auctionHouseAbi } from '@vrmarket/contracts/abis';
import { fundDemoAccounts } from '@vrmarket/contracts/deploy';
import type { Nft } from '@vrmarket/domain';
import { clientsFor, mintTo, usdt } from '@vrmarket/testkit/chain';
import { type Address, parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { answerApi, plannerChainForFile, runPlanned } from '../../testing/anvilChain.ts';
import { ChainError, type publicRead } from '../chain/index.ts';
import { claimSteps, readPendingBalances } from '../claims/pendingBalances.ts';
import { auctionEndTime, cancelAuction, createAuction, placeBid, settleAuction } from './chain.ts';

// A third bidder (demo user 2) holding the demo tokens, to outbid the buyer.
const chain = plannerChainForFile(async (started) => {
  await fundDemoAccounts({
    ...started.target,
    deployer: deployerKey,
    deployment: started.deployment,
    recipients: [clientsFor(started.target, demoUserKeys[2]!).account.address],
  });
});
const d = () => chain.deployment;
const third = () => clientsFor(chain.target, demoUserKeys[2]!).account.address;

type AuctionView = {
  seller: Address;
  closed: boolean;
  currency: Address;
  endTime: bigint;
  highestBidder: Address;
  highestPrice: bigint;
  minimumBid: bigint;
};
const auction = (auctionId: bigint) =>
  chain.read<AuctionView>({
    address: d().AuctionHouse,
    abi: auctionHouseAbi,
    functionName: 'getAuction',
    args: [auctionId],
  });
/** The id the AuctionHouse gives the next auction (its own counter, not the Marketplace's). */
const nextAuctionId = () =>
  chain.read<bigint>({ address: d().AuctionHouse, abi: auctionHouseAbi, functionName: 'nextOfferId' });
const usdtOf = (account: Address) => chain.tokenBalance(d().USDT, account);
const blockTime = async () => (await chain.seller.publicClient.getBlock()).timestamp;
const later = async (seconds: number) => {
  await chain.rpc('evm_increaseTime', [seconds]);
  await chain.rpc('evm_mine');
};

/** The seller's minted NFT as the api shows it (only what the planners read). */
async function ownedNft(tokenId: bigint): Promise<Nft> {
  await mintTo(chain, chain.seller, tokenId);
  return { id: `nft-${tokenId}`, tokenId: tokenId.toString(), contractAddress: d().VrNFT } as unknown as Nft;
}

/** Put on auction through the planner by the seller: the auction's id. */
async function auctioned(tokenId: bigint, currency = 'USDT', reserve = '100', hours = 1) {
  answerApi();
  const seller = await chain.chainFor(chain.seller.account.address);
  const auctionId = await nextAuctionId();
  await runPlanned(await createAuction(seller, { nft: await ownedNft(tokenId), currency, reserve, hours }));
  return { seller, auctionId, id: auctionId.toString() };
}

describe('auction planners on anvil (issue 41)', () => {
  it('creates, bids, is outbid (the first bidder repaid), and settles after the end to the highest bidder', async () => {
    const api = answerApi();
    const seller = await chain.chainFor(chain.seller.account.address);
    const nft = await ownedNft(61n);
    const auctionId = await nextAuctionId();
    const now = await blockTime();

    const created = await runPlanned(
      await createAuction(seller, { nft, currency: 'USDT', reserve: '100', hours: 24 }),
    );

    expect(created).toEqual(['approveNft', 'createAuction', 'record']);
    expect(await chain.ownerOf(61n)).toBe(d().AuctionHouse);
    const opened = await auction(auctionId);
    expect(opened).toMatchObject({ seller: seller.account, closed: false, currency: d().USDT });
    expect(opened.minimumBid).toBe(usdt('100'));
    // A day from the block the planner read, plus the time allowed for signing.
    expect(opened.endTime - now).toBeGreaterThanOrEqual(24n * 3600n);
    expect(opened.endTime - now).toBeLessThanOrEqual(24n * 3600n + 600n + 5n);
    // The approval is not asked twice.
    const second = await createAuction(seller, {
      nft: await ownedNft(62n),
      currency: 'USDT',
      reserve: '1',
      hours: 1,
    });
    expect(second.map((step) => step.id)).toEqual(['createAuction', 'record']);

    const buyer = await chain.chainFor(chain.buyer.account.address);
    const buyerBefore = await usdtOf(buyer.account);
    const bid = await runPlanned(
      await placeBid(buyer, { auctionId: auctionId.toString(), currency: 'USDT', amount: '100' }),
    );
    expect(bid).toEqual(['approveToken', 'bid', 'record']);
    expect(await usdtOf(d().AuctionHouse)).toBe(usdt('100'));
    // 5 % over the highest bid is the least that outbids.
    expect((await auction(auctionId)).minimumBid).toBe(usdt('105'));

    const outbidder = await chain.chainFor(third());
    await runPlanned(
      await placeBid(outbidder, { auctionId: auctionId.toString(), currency: 'USDT', amount: '150' }),
    );
    expect(await usdtOf(buyer.account)).toBe(buyerBefore);
    expect(await auction(auctionId)).toMatchObject({
      highestBidder: outbidder.account,
      highestPrice: usdt('150'),
    });

    await later(24 * 3600 + 601);
    // Anyone settles: here the outbid buyer.
    const sellerBefore = await usdtOf(seller.account);
    expect(await runPlanned(await settleAuction(buyer, { auctionId: auctionId.toString() }))).toEqual([
      'settleAuction',
      'record',
    ]);
    expect(await chain.ownerOf(61n)).toBe(outbidder.account);
    expect((await auction(auctionId)).closed).toBe(true);
    // 150 less the 3 % fee.
    expect((await usdtOf(seller.account)) - sellerBefore).toBe(usdt('145.5'));
    expect(api.recorded).toHaveLength(4);
  });

  it('refuses before the wallet a bid below the minimum, on one’s own auction, and after the end', async () => {
    const { seller, id } = await auctioned(63n, 'USDT', '100');
    const buyer = await chain.chainFor(chain.buyer.account.address);

    await expect(placeBid(buyer, { auctionId: id, currency: 'USDT', amount: '99.99' })).rejects.toEqual(
      new ChainError('AUCTION_BID_TOO_LOW'),
    );
    await expect(placeBid(seller, { auctionId: id, currency: 'USDT', amount: '100' })).rejects.toEqual(
      new ChainError('AUCTION_OWN_BID'),
    );
    await later(3600 + 601);
    await expect(placeBid(buyer, { auctionId: id, currency: 'USDT', amount: '100' })).rejects.toEqual(
      new ChainError('AUCTION_ENDED'),
    );
  });

  it('the seller cancels before the first bid: the NFT comes back; someone else cannot', async () => {
    const { seller, auctionId, id } = await auctioned(64n);
    const buyer = await chain.chainFor(chain.buyer.account.address);
    await expect(runPlanned(await cancelAuction(buyer, { auctionId: id }))).rejects.toThrow();
    expect(await chain.ownerOf(64n)).toBe(d().AuctionHouse);

    expect(await runPlanned(await cancelAuction(seller, { auctionId: id }))).toEqual([
      'cancelAuction',
      'record',
    ]);
    expect(await chain.ownerOf(64n)).toBe(seller.account);
    expect((await auction(auctionId)).closed).toBe(true);
  });

  it('bids in the native coin with the amount as value, no approval', async () => {
    const { auctionId, id } = await auctioned(65n, 'ETH', '0.5');
    const buyer = await chain.chainFor(chain.buyer.account.address);
    const before = await chain.buyer.publicClient.getBalance({ address: buyer.account });

    const steps = await placeBid(buyer, { auctionId: id, currency: 'ETH', amount: '0.5' });
    expect(steps.map((step) => step.id)).toEqual(['bid', 'record']);
    await runPlanned(steps);

    expect(await auction(auctionId)).toMatchObject({
      highestBidder: buyer.account,
      highestPrice: parseEther('0.5'),
    });
    const spent = before - (await chain.buyer.publicClient.getBalance({ address: buyer.account }));
    expect(spent).toBeGreaterThanOrEqual(parseEther('0.5'));
  });
});

describe('an auction’s end time', () => {
  it('adds the signing margin, and stays within the contract’s 1 hour to 7 days', () => {
    expect(auctionEndTime(1_000n, 1)).toBe(1_000n + 3_600n + 600n);
    expect(auctionEndTime(1_000n, 24)).toBe(1_000n + 86_400n + 600n);
    expect(auctionEndTime(1_000n, 168)).toBe(1_000n + 7n * 86_400n);
  });

  it('an outbid bidder whose wallet refuses the refund has it credited, sees it in the pending balance and claims it', async () => {
    const { auctionId, id } = await auctioned(66n, 'ETH', '0.5');
    const buyer = await chain.chainFor(chain.buyer.account.address);
    await runPlanned(await placeBid(buyer, { auctionId: id, currency: 'ETH', amount: '0.5' }));
    // The buyer's wallet refuses ETH while it is outbid (a contract wallet that reverts)…
    await chain.rpc('anvil_setCode', [buyer.account, '0x60006000fd']);
    const outbidder = await chain.chainFor(third());
    await runPlanned(await placeBid(outbidder, { auctionId: id, currency: 'ETH', amount: '0.6' }));
    await chain.rpc('anvil_setCode', [buyer.account, '0x']);
    expect((await auction(auctionId)).highestBidder).toBe(outbidder.account);

    // …so the AuctionHouse keeps the refund, and the claim screen's balance includes it.
    const contracts = { ...buyer.contracts, Payout: d().Payout };
    // Why the cast: the planner chain's read takes the same parameters as publicRead, typed by the caller.
    const read = ((parameters: Parameters<typeof chain.read>[0]) =>
      chain.read(parameters)) as unknown as typeof publicRead;
    const eth = (await readPendingBalances(read, contracts, buyer.account)).find((b) => b.currency === 'ETH');
    expect(eth).toMatchObject({ refunds: parseEther('0.5'), amount: '0.5' });

    const api = answerApi();
    const before = await chain.buyer.publicClient.getBalance({ address: buyer.account });
    expect(await runPlanned(claimSteps(buyer, contracts, eth!))).toEqual(['withdrawRefunds', 'record']);
    const received = (await chain.buyer.publicClient.getBalance({ address: buyer.account })) - before;
    // The refund less the withdrawal's gas.
    expect(received).toBeGreaterThan(parseEther('0.49'));
    expect(api.recorded).toHaveLength(1);
    const after = (await readPendingBalances(read, contracts, buyer.account)).find(
      (b) => b.currency === 'ETH',
    );
    expect(after?.raw).toBe(0n);
  });
});
