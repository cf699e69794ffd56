import { auctionHouseAbi, payoutAbi } from '@vrmarket/contracts/abis';
import { type Currency, currencies, currencyDecimals } from '@vrmarket/domain';
import { type Address, formatUnits, type Hash, zeroAddress } from 'viem';
import {
  type Chain,
  type ChainStep,
  type Contracts,
  type publicRead,
  recordTransaction,
  send,
  tokenOf,
  writeContract,
} from '../chain/index.ts';

/** The contracts the claim screen reads: the Payout's credits, and the AuctionHouse's when deployed. */
export type PendingContracts = Contracts & { Payout: Address };

/**
 * One currency of a wallet's pending balance: what the Payout contract holds for it (rewards and
 * bonuses) and the auction refunds its wallet refused, which the AuctionHouse keeps for it
 * (ADR 0063). `raw` and `amount` are their sum, the figure the screen shows.
 */
export type PendingBalance = {
  currency: Currency;
  token: Address;
  payout: bigint;
  refunds: bigint;
  raw: bigint;
  amount: string;
};

export type ClaimStepId = 'withdraw' | 'withdrawRefunds' | 'record';

/** The pending balance of `wallet` in every currency, read from the chain with `read`. */
export async function readPendingBalances(
  read: typeof publicRead,
  contracts: PendingContracts,
  wallet: Address,
): Promise<PendingBalance[]> {
  return Promise.all(
    currencies.map(async (currency): Promise<PendingBalance> => {
      const token = tokenOf(contracts, currency);
      const [payout, refunds] = await Promise.all([
        token === zeroAddress
          ? read({ address: contracts.Payout, abi: payoutAbi, functionName: 'pendingETH', args: [wallet] })
          : read({
              address: contracts.Payout,
              abi: payoutAbi,
              functionName: 'pendingERC20',
              args: [token, wallet],
            }),
        contracts.AuctionHouse
          ? read({
              address: contracts.AuctionHouse,
              abi: auctionHouseAbi,
              functionName: 'credits',
              args: [wallet, token],
            })
          : 0n,
      ]);
      const raw = payout + refunds;
      return { currency, token, payout, refunds, raw, amount: formatUnits(raw, currencyDecimals(currency)) };
    }),
  );
}

/**
 * Claiming a currency's pending balance: the Payout's withdrawal and the AuctionHouse's, each only
 * when it holds something, then both transactions recorded.
 */
export function claimSteps(
  chain: Chain,
  contracts: PendingContracts,
  balance: PendingBalance,
): ChainStep<ClaimStepId>[] {
  const sent: Hash[] = [];
  const steps: ChainStep<ClaimStepId>[] = [];
  if (balance.payout > 0n) {
    steps.push({
      id: 'withdraw',
      run: async () => {
        sent.push(
          await send(chain, () =>
            balance.token === zeroAddress
              ? writeContract(chain.config, {
                  address: contracts.Payout,
                  abi: payoutAbi,
                  functionName: 'withdrawETH',
                })
              : writeContract(chain.config, {
                  address: contracts.Payout,
                  abi: payoutAbi,
                  functionName: 'withdrawERC20',
                  args: [balance.token],
                }),
          ),
        );
      },
    });
  }
  const auctionHouse = contracts.AuctionHouse;
  if (balance.refunds > 0n && auctionHouse) {
    steps.push({
      id: 'withdrawRefunds',
      run: async () => {
        sent.push(
          await send(chain, () =>
            writeContract(chain.config, {
              address: auctionHouse,
              abi: auctionHouseAbi,
              functionName: 'withdraw',
              args: [balance.token],
            }),
          ),
        );
      },
    });
  }
  steps.push({
    id: 'record',
    run: async () => {
      for (const hash of sent) await recordTransaction(hash);
    },
  });
  return steps;
}
