import { type Address, type Hash, zeroAddress } from 'viem';
import { getBalance, readContract, waitForTransactionReceipt, writeContract } from 'wagmi/actions';
import { loadWallet } from '../wallet/loadWallet.ts';
import { getWalletState } from '../wallet/walletStore.ts';
import { erc20BuyAbi, marketplaceBuyAbi, vrNftMintAbi } from './abis.ts';
import {
  fetchMintPermit,
  fetchPurchaseCheck,
  type MintPermit,
  type PurchaseCheck,
  recordTransaction,
} from './api.ts';
import { BuyError, type BuyStep } from './steps.ts';

type Config = Awaited<ReturnType<typeof loadWallet>>['config'];

/** What the steps share as they run: the api's answer, the permit, the mined transaction. */
interface BuyContext {
  config: Config;
  account: Address;
  check: PurchaseCheck;
  permit?: MintPermit;
  txHash?: Hash;
}

/**
 * Prepares a purchase: the wallet on the marketplace's chain, then the api's purchase check (the
 * flags, eligibility and the exact price and currency). Throws the api's refusal as is.
 */
export async function prepareBuy(nftId: string): Promise<BuyContext> {
  const wallet = await loadWallet();
  await wallet.ensureNetwork();
  const account = getWalletState().address as Address | null;
  if (!account) throw new BuyError('WALLET_NOT_LINKED');
  const check = await fetchPurchaseCheck(nftId);
  return { config: wallet.config, account, check };
}

const isNative = (check: PurchaseCheck) => check.currencyAddress.toLowerCase() === zeroAddress;

async function mined(context: BuyContext, hash: Hash): Promise<Hash> {
  const receipt = await waitForTransactionReceipt(context.config, { hash });
  if (receipt.status !== 'success') throw new BuyError('TRANSACTION_FAILED');
  return hash;
}

/**
 * The purchase as ordered steps: balance check → minting permission (unminted NFTs) → approve the
 * ERC-20 when the allowance is short → buyOffer / buyOfferWithETH, or mintWithPermit /
 * mintPermitWithETH → record. The expected price and currency go to the contract, so a price
 * changed in the meantime reverts instead of charging more.
 */
export function buyNft(context: BuyContext, options: { referralCode?: string } = {}): BuyStep[] {
  const { check } = context;
  const price = BigInt(check.priceUnits);
  const native = isNative(check);
  const steps: BuyStep[] = [
    {
      id: 'balance',
      async run() {
        const balance = native
          ? (await getBalance(context.config, { address: context.account })).value
          : await readContract(context.config, {
              address: check.currencyAddress,
              abi: erc20BuyAbi,
              functionName: 'balanceOf',
              args: [context.account],
            });
        if (balance < price) throw new BuyError('NOT_ENOUGH_BALANCE');
      },
    },
  ];
  if (check.kind === 'mint') {
    steps.push({
      id: 'permission',
      async run() {
        context.permit = await fetchMintPermit({
          nftId: check.nftId,
          address: context.account,
          currency: check.currency,
          chainId: check.chainId,
          referralCode: options.referralCode,
        });
        if (BigInt(context.permit.mintingPrice) !== price) throw new BuyError('CONFLICT');
      },
    });
  }
  if (!native) {
    steps.push({
      id: 'approve',
      async run() {
        const allowance = await readContract(context.config, {
          address: check.currencyAddress,
          abi: erc20BuyAbi,
          functionName: 'allowance',
          args: [context.account, check.contract],
        });
        if (allowance >= price) return;
        const hash = await writeContract(context.config, {
          address: check.currencyAddress,
          abi: erc20BuyAbi,
          functionName: 'approve',
          args: [check.contract, price],
        });
        await mined(context, hash);
      },
    });
  }
  steps.push({
    id: check.kind === 'mint' ? 'mint' : 'buy',
    async run() {
      context.txHash = await mined(context, await sendPurchase(context, price, native));
    },
  });
  steps.push({
    id: 'record',
    async run() {
      // The indexer applies the same receipt anyway: recording only makes the pages change at once.
      if (context.txHash) await recordTransaction(context.txHash).catch(() => undefined);
    },
  });
  return steps;
}

function sendPurchase(context: BuyContext, price: bigint, native: boolean): Promise<Hash> {
  const { check, config } = context;
  if (check.kind === 'offer') {
    const offerId = BigInt(check.offerId ?? '0');
    return native
      ? writeContract(config, {
          address: check.contract,
          abi: marketplaceBuyAbi,
          functionName: 'buyOfferWithETH',
          args: [offerId, price],
          value: price,
          gas: 1_000_000n,
        })
      : writeContract(config, {
          address: check.contract,
          abi: marketplaceBuyAbi,
          functionName: 'buyOffer',
          args: [offerId, price, check.currencyAddress],
        });
  }
  const permit = context.permit;
  if (!permit) throw new BuyError('CONFLICT');
  const args = [
    BigInt(permit.tokenId),
    permit.to,
    permit.currency,
    BigInt(permit.mintingPrice),
    permit.uri,
    BigInt(permit.deadline),
    BigInt(permit.nonce),
    permit.signature,
  ] as const;
  return native
    ? writeContract(config, {
        address: permit.contract,
        abi: vrNftMintAbi,
        functionName: 'mintPermitWithETH',
        args,
        value: price,
      })
    : writeContract(config, {
        address: permit.contract,
        abi: vrNftMintAbi,
        functionName: 'mintWithPermit',
        args,
      });
}
