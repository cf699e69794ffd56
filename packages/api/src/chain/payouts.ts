import { type Address, formatUnits, zeroAddress } from 'viem';
import type { Db } from '../db/database.ts';
import { payments, payoutMovements } from '../db/schema/index.ts';
import type { ChainSetup } from './contracts.ts';
import type { ChainEvent } from './decode.ts';
import { chunks } from './project.ts';

const PAYOUT_KINDS: Record<string, 'CREDIT' | 'WITHDRAW'> = {
  CreditedERC20: 'CREDIT',
  CreditedETH: 'CREDIT',
  WithdrawnERC20: 'WITHDRAW',
  WithdrawnETH: 'WITHDRAW',
};

/**
 * The rows of Payout and Payment events (call from applyEvents): one payout_movements row per
 * credit or withdrawal, one payments row per PaymentCreated, keyed by the event (chain id + tx hash
 * + log index), so a replay adds nothing; revertEvents deletes them with their events.
 */
export async function recordPayoutsAndPayments(db: Db, setup: ChainSetup, events: ChainEvent[]) {
  const movements = events.flatMap((e) => {
    const kind = PAYOUT_KINDS[e.eventName];
    if (e.contract !== setup.address.Payout || !kind) return [];
    const token = (typeof e.args.token === 'string' ? e.args.token : zeroAddress).toLowerCase();
    const currency = setup.currencyOf(token);
    const raw = String(e.args.amount ?? '0');
    return [
      {
        chainId: e.chainId,
        txHash: e.txHash,
        logIndex: e.logIndex,
        kind,
        token,
        currency: currency.symbol,
        account: String(e.args.account).toLowerCase(),
        amountRaw: raw,
        amount: formatUnits(BigInt(raw), currency.decimals),
        blockNumber: e.blockNumber,
        createdAt: e.blockTime,
      },
    ];
  });
  for (const part of chunks(movements)) await db.insert(payoutMovements).values(part).onConflictDoNothing();

  const paid = events.flatMap((e) => {
    if (e.contract !== setup.address.Payment || e.eventName !== 'PaymentCreated') return [];
    const token = String(e.args.paymentToken).toLowerCase() as Address;
    const currency = setup.currencyOf(token);
    const raw = String(e.args.price ?? '0');
    return [
      {
        chainId: e.chainId,
        txHash: e.txHash,
        logIndex: e.logIndex,
        paymentId: String(e.args.paymentId),
        hostContract: String(e.args.hostContract).toLowerCase(),
        tokenId: String(e.args.tokenId),
        priceRaw: raw,
        price: formatUnits(BigInt(raw), currency.decimals),
        currency: currency.symbol,
        paymentToken: token,
        payingAddress: String(e.args.payingAddress).toLowerCase(),
        receivingAddress: String(e.args.receivingAddress).toLowerCase(),
        tokenUri: String(e.args.tokenUri ?? ''),
        blockNumber: e.blockNumber,
        createdAt: e.blockTime,
      },
    ];
  });
  for (const part of chunks(paid)) await db.insert(payments).values(part).onConflictDoNothing();
}
