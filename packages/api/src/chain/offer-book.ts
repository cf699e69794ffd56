import { offerBookAbi } from '@vrmarket/contracts';
import { type Currency, currencyDecimals } from '@vrmarket/domain';
import { type Address, erc20Abi } from 'viem';
import type { ChainClient } from './client.ts';
import type { ContractAddresses } from './deployments.ts';

/** An offer currency on this deployment: ETH offers are paid in the wrapped native token. */
export type OfferCurrency = { code: Currency; address: `0x${string}`; decimals: number };

/** The ERC-20s the OfferBook takes, by currency code (null while one is not deployed). */
export function offerCurrencies(contracts: ContractAddresses): OfferCurrency[] {
  const tokens: [Currency, string][] = [
    ['USDT', 'USDT'],
    ['BIVE', 'BIVE'],
    ['VRA', 'VRA'],
    ['ETH', 'WETH'],
  ];
  return tokens.flatMap(([code, name]) => {
    const address = contracts[name];
    return address
      ? [{ code, address: address.toLowerCase() as `0x${string}`, decimals: currencyDecimals(code) }]
      : [];
  });
}

/** A buyer's balance of an offer currency and what the OfferBook may take of it, in token units. */
export type Funds = { balance: bigint; allowance: bigint };

/** The OfferBook's and the currencies' views the offers read (at the latest block). */
export function offerBookReader(chain: ChainClient) {
  return {
    counterOf: (offerBook: Address, buyer: Address) =>
      chain.readContract({ address: offerBook, abi: offerBookAbi, functionName: 'counterOf', args: [buyer] }),
    isNonceUsed: (offerBook: Address, buyer: Address, nonce: bigint) =>
      chain.readContract({
        address: offerBook,
        abi: offerBookAbi,
        functionName: 'isNonceUsed',
        args: [buyer, nonce],
      }),
    async funds(token: Address, buyer: Address, offerBook: Address): Promise<Funds> {
      const [balance, allowance] = await Promise.all([
        chain.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [buyer] }),
        chain.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [buyer, offerBook],
        }),
      ]);
      return { balance, allowance };
    },
  };
}
export type OfferBookReader = ReturnType<typeof offerBookReader>;
