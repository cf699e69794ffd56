import { MARKETPLACE_FEE } from '../constants.ts';
import { toNumber } from './round.ts';

const BASIS = 10_000n;

/** The fee shown in the Sell review: 3% of the price. */
export function marketplaceFee(price: number | string): number {
  return (toNumber(price) * MARKETPLACE_FEE.basisPoints) / Number(BASIS);
}

export function amountReceived(price: number | string): number {
  return toNumber(price) - marketplaceFee(price);
}

/** The same in the token's smallest unit, rounded down like an integer division on chain. */
export function marketplaceFeeUnits(amount: bigint): bigint {
  return (amount * BigInt(MARKETPLACE_FEE.basisPoints)) / BASIS;
}

export function amountReceivedUnits(amount: bigint): bigint {
  return amount - marketplaceFeeUnits(amount);
}
