import { chainFor, payoutAbi } from '@vrmarket/contracts';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  zeroAddress,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Config } from '../config.ts';
import { HttpError } from '../http/errors.ts';
import type { DeploymentsReader } from './deployments.ts';

/** What crediting the Payout contract needs: the operator key (MINTER_PRIVATE_KEY), the chain, the addresses. */
export type PayoutCreditDeps = {
  config: { chain: Pick<Config['chain'], 'rpcUrl' | 'chainId' | 'minterPrivateKey'> };
  deployments: Pick<DeploymentsReader, 'contracts'>;
};

export type PayoutCredit = {
  /** The ERC-20 token, or the zero address for the native coin. */
  token: Address;
  /** The wallet credited. */
  account: Address;
  /** Raw amount (token base units / wei), > 0. */
  amount: bigint;
};

const RECEIPT_TIMEOUT_MS = 60_000;

/**
 * The credit failed. `txHash` is set when the credit transaction was sent but its outcome is not
 * known (the receipt did not come in time): it may still be mined, so it must not be sent again blindly.
 */
export class PayoutCreditError extends HttpError {
  constructor(
    readonly txHash?: Hex,
    options?: { cause?: unknown },
  ) {
    super(502, 'PAYOUT_FAILED');
    if (options?.cause) this.cause = options.cause;
  }
}

/**
 * One operator wallet sends one credit at a time (per process), so two approvals never race for
 * the same nonce or the same allowance.
 */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Credits `account` with `amount` of `token` on the Payout contract from the api's operator wallet
 * (the MINTER_PRIVATE_KEY account, which deployAll grants OPERATOR_ROLE): for an ERC-20 it first
 * approves Payout once (unlimited) and Payout pulls the amount from the operator; for the native
 * coin the amount is sent with the call. Waits for the receipt; a revert is 502 PAYOUT_FAILED.
 * Returns the credit's transaction hash (the indexer projects its CreditedERC20/ETH event).
 */
export function creditPayout(deps: PayoutCreditDeps, credit: PayoutCredit): Promise<Hex> {
  const run = queue.then(() => send(deps, credit));
  queue = run.catch(() => undefined);
  return run;
}

async function send({ config, deployments }: PayoutCreditDeps, { token, account, amount }: PayoutCredit) {
  const key = config.chain.minterPrivateKey;
  const payout = (await deployments.contracts())?.Payout;
  if (!key || !payout) throw new HttpError(503, 'FEATURE_NOT_AVAILABLE');
  if (amount <= 0n) throw new HttpError(400, 'VALIDATION_FAILED');
  const chain = chainFor({ rpcUrl: config.chain.rpcUrl, chainId: config.chain.chainId });
  const transport = http(config.chain.rpcUrl, { retryCount: 0 });
  const publicClient = createPublicClient({ chain, transport, cacheTime: 0 });
  const walletClient = createWalletClient({ chain, transport, account: privateKeyToAccount(key) });
  const operator = walletClient.account.address;
  const mined = async (hash: Hex, unknownOutcomeIsRisky = false) => {
    const receipt = await publicClient
      .waitForTransactionReceipt({ hash, pollingInterval: 100, timeout: RECEIPT_TIMEOUT_MS })
      .catch((cause: unknown) => {
        throw new PayoutCreditError(unknownOutcomeIsRisky ? hash : undefined, { cause });
      });
    if (receipt.status !== 'success') throw new PayoutCreditError();
    return hash;
  };
  try {
    if (token.toLowerCase() === zeroAddress) {
      return await mined(
        await walletClient.writeContract({
          address: payout,
          abi: payoutAbi,
          functionName: 'creditETH',
          args: [[account], [amount]],
          value: amount,
        }),
        true,
      );
    }
    const allowance = await publicClient.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [operator, payout],
    });
    if (allowance < amount) {
      await mined(
        await walletClient.writeContract({
          address: token,
          abi: erc20Abi,
          functionName: 'approve',
          args: [payout, maxUint256],
        }),
      );
    }
    return await mined(
      await walletClient.writeContract({
        address: payout,
        abi: payoutAbi,
        functionName: 'creditERC20',
        args: [token, [account], [amount]],
      }),
      true,
    );
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Simulation failures (operator role, balance) and RPC failures before sending: nothing was credited.
    throw new PayoutCreditError(undefined, { cause: error });
  }
}
