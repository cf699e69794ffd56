import { auctionHouseAbi } from '@vrmarket/contracts/abis';
import type { Nft } from '@vrmarket/domain';
import { type Address, zeroAddress } from 'viem';
import { getBlock } from 'wagmi/actions';
import {
  balanceOf,
  type Chain,
  ChainError,
  read,
  tokenApprovalSteps,
  tokenOf,
  toUnits,
  withinChainTime,
  writeAndRecord,
  writeContract,
} from '../chain/index.ts';
import { nftApprovalSteps, tokenRef } from '../trading/market.ts';
import type { TradeStep } from '../trading/steps.ts';

/** The contract's bounds on an auction's length (AuctionHouse MIN_DURATION, MAX_DURATION). */
const MIN_SECONDS = 3_600n;
const MAX_SECONDS = 7n * 86_400n;
/**
 * The end is counted from the latest block when the wallet is asked, and the contract checks it
 * against the block that mines the transaction: the user's time to sign is added, so a 1-hour
 * auction signed within 10 minutes is not refused as too short (ADR 0056).
 */
export const SIGNING_MARGIN_SECONDS = 600n;

/** The AuctionHouse of this deployment; a deployment without one offers no auctions. */
export function auctionHouseOf(chain: Chain): Address {
  const address = chain.contracts.AuctionHouse;
  if (!address) throw new ChainError('FEATURE_NOT_AVAILABLE');
  return address;
}

/** The end time of an auction of `hours` starting at the block time `now` (seconds), within the contract's bounds. */
export function auctionEndTime(now: bigint, hours: number): bigint {
  const wanted = BigInt(hours) * 3_600n;
  const length = wanted < MIN_SECONDS ? MIN_SECONDS : wanted;
  const end = now + length + SIGNING_MARGIN_SECONDS;
  return end > now + MAX_SECONDS ? now + MAX_SECONDS : end;
}

/**
 * Auction (issue 41): approval of the AuctionHouse over the owner's NFTs if missing →
 * createAuction(host, tokenId, currency, reserve, endTime) → record. The NFT moves into escrow.
 */
export async function createAuction(
  chain: Chain,
  { nft, currency, reserve, hours }: { nft: Nft; currency: string; reserve: string; hours: number },
): Promise<TradeStep[]> {
  const { host, tokenId } = tokenRef(chain, nft);
  const auctionHouse = auctionHouseOf(chain);
  const token = tokenOf(chain.contracts, currency);
  const reserveUnits = toUnits(reserve, currency);
  return [
    ...(await nftApprovalSteps(chain, host, auctionHouse)),
    ...writeAndRecord(chain, 'createAuction', async () => {
      // The end from the chain's clock, read after the approval so its wait does not shorten the auction.
      const { timestamp } = await withinChainTime(getBlock(chain.config));
      return writeContract(chain.config, {
        address: auctionHouse,
        abi: auctionHouseAbi,
        functionName: 'createAuction',
        args: [host, tokenId, token, reserveUnits, auctionEndTime(timestamp, hours)],
      });
    }),
  ];
}

/** The auction as the chain has it now (the api's copy may be a block behind). */
export async function readAuction(chain: Chain, auctionId: bigint) {
  return read(chain.config, {
    address: auctionHouseOf(chain),
    abi: auctionHouseAbi,
    functionName: 'getAuction',
    args: [auctionId],
  });
}

/**
 * Bid: the chain's auction is checked first (still open, not one's own, the amount at least its
 * minimum bid, enough balance), then the ERC-20 approval when the allowance is short → bid, or
 * bidWithETH with the amount as value → record.
 */
export async function placeBid(
  chain: Chain,
  { auctionId, currency, amount }: { auctionId: string; currency: string; amount: string },
): Promise<TradeStep[]> {
  const auctionHouse = auctionHouseOf(chain);
  const id = BigInt(auctionId);
  const units = toUnits(amount, currency);
  const auction = await readAuction(chain, id);
  const { timestamp } = await withinChainTime(getBlock(chain.config));
  if (auction.closed || timestamp >= auction.endTime) throw new ChainError('AUCTION_ENDED');
  if (auction.seller.toLowerCase() === chain.account.toLowerCase()) throw new ChainError('AUCTION_OWN_BID');
  if (units < auction.minimumBid) throw new ChainError('AUCTION_BID_TOO_LOW');
  const token = auction.currency;
  if ((await balanceOf(chain, token)) < units) throw new ChainError('NOT_ENOUGH_BALANCE');
  const native = token.toLowerCase() === zeroAddress;
  return [
    ...(await tokenApprovalSteps(chain, 'approveToken', { token, spender: auctionHouse, amount: units })),
    ...writeAndRecord(chain, 'bid', () =>
      native
        ? writeContract(chain.config, {
            address: auctionHouse,
            abi: auctionHouseAbi,
            functionName: 'bidWithETH',
            args: [id],
            value: units,
          })
        : writeContract(chain.config, {
            address: auctionHouse,
            abi: auctionHouseAbi,
            functionName: 'bid',
            args: [id, units],
          }),
    ),
  ];
}

/** Settle (anyone, once ended): settle(auctionId) → record. The NFT goes to the winner, or back to the seller. */
export async function settleAuction(
  chain: Chain,
  { auctionId }: { auctionId: string },
): Promise<TradeStep[]> {
  const auctionHouse = auctionHouseOf(chain);
  return writeAndRecord(chain, 'settleAuction', () =>
    writeContract(chain.config, {
      address: auctionHouse,
      abi: auctionHouseAbi,
      functionName: 'settle',
      args: [BigInt(auctionId)],
    }),
  );
}

/** Cancel (the seller, before the first bid): cancel(auctionId) → record. The NFT goes back to the seller. */
export async function cancelAuction(
  chain: Chain,
  { auctionId }: { auctionId: string },
): Promise<TradeStep[]> {
  const auctionHouse = auctionHouseOf(chain);
  return writeAndRecord(chain, 'cancelAuction', () =>
    writeContract(chain.config, {
      address: auctionHouse,
      abi: auctionHouseAbi,
      functionName: 'cancel',
      args: [BigInt(auctionId)],
    }),
  );
}
