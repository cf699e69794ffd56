import { marketplaceAbi } from '@vrmarket/contracts/abis';
import type { MintPermit, PurchaseCheck } from '@vrmarket/domain';
import { zeroAddress } from 'viem';
import {
  balanceOf,
  type Chain,
  ChainError,
  tokenApprovalSteps,
  writeAndRecord,
  writeContract,
  writeMint,
} from '../chain/index.ts';
import { fetchMintPermit } from './api.ts';
import type { BuyStep } from './steps.ts';

/**
 * The purchase as ordered steps: balance check → minting permission (unminted NFTs) → unlimited
 * approval of the ERC-20 when the allowance is short → buyOffer / buyOfferWithETH, or
 * mintWithPermit / mintPermitWithETH → record. The expected price and currency go to the contract,
 * so a price changed in the meantime reverts instead of charging more.
 */
export async function planPurchase(
  chain: Chain,
  check: PurchaseCheck,
  options: { referralCode?: string } = {},
): Promise<BuyStep[]> {
  const price = BigInt(check.priceUnits);
  let permit: MintPermit | undefined;
  const steps: BuyStep[] = [
    {
      id: 'balance',
      async run() {
        if ((await balanceOf(chain, check.currencyAddress)) < price)
          throw new ChainError('NOT_ENOUGH_BALANCE');
      },
    },
  ];
  if (check.kind === 'mint') {
    steps.push({
      id: 'permission',
      async run() {
        permit = await fetchMintPermit({
          nftId: check.nftId,
          address: chain.account,
          currency: check.currency,
          chainId: check.chainId,
          referralCode: options.referralCode,
        });
        if (BigInt(permit.mintingPrice) !== price) throw new ChainError('CONFLICT');
      },
    });
  }
  steps.push(
    ...(await tokenApprovalSteps(chain, 'approve', {
      token: check.currencyAddress,
      spender: check.contract,
      amount: price,
    })),
  );
  if (check.kind === 'mint') {
    steps.push(
      ...writeAndRecord(chain, 'mint', () => {
        if (!permit) throw new ChainError('CONFLICT');
        return writeMint(chain, permit);
      }),
    );
  } else {
    steps.push(...writeAndRecord(chain, 'buy', () => writeBuyOffer(chain, check, price)));
  }
  return steps;
}

function writeBuyOffer(chain: Chain, check: PurchaseCheck, price: bigint) {
  const offerId = BigInt(check.offerId ?? '0');
  return check.currencyAddress.toLowerCase() === zeroAddress
    ? writeContract(chain.config, {
        address: check.contract,
        abi: marketplaceAbi,
        functionName: 'buyOfferWithETH',
        args: [offerId, price],
        value: price,
        gas: 1_000_000n,
      })
    : writeContract(chain.config, {
        address: check.contract,
        abi: marketplaceAbi,
        functionName: 'buyOffer',
        args: [offerId, price, check.currencyAddress],
      });
}
