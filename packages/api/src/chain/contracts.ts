import {
  auctionHouseAbi,
  type Deployment,
  marketplaceAbi,
  offerBookAbi,
  paymentAbi,
  payoutAbi,
  rentalAbi,
  stakingVaultAbi,
  swapDeskAbi,
  vrNFTAbi,
} from '@vrmarket/contracts';
import { type Currency, currencyDecimals } from '@vrmarket/domain';
import { type Abi, zeroAddress } from 'viem';

/** The contracts whose events the indexer reads, with their ABIs. */
export const indexedAbis = {
  VrNFT: vrNFTAbi,
  Marketplace: marketplaceAbi,
  Rental: rentalAbi,
  StakingVault: stakingVaultAbi,
  SwapDesk: swapDeskAbi,
  Payment: paymentAbi,
  Payout: payoutAbi,
  AuctionHouse: auctionHouseAbi,
  OfferBook: offerBookAbi,
} as const satisfies Record<string, Abi>;

export type IndexedName = keyof typeof indexedAbis;
const INDEXED_NAMES = Object.keys(indexedAbis) as IndexedName[];

/**
 * Contracts that hold NFTs on a user's behalf: a transfer into them does not change who owns it.
 * Not SwapDesk: an NFT given to the desk is the desk's (its pool), so the desk is owner and seller.
 */
const ESCROW_NAMES = [
  'Marketplace',
  'Rental',
  'StakingVault',
  'AuctionHouse',
] as const satisfies IndexedName[];

export type CurrencyInfo = { symbol: string; decimals: number };

/** What the indexer knows about one deployment: lowercased addresses both ways, currencies, escrows. */
export type ChainSetup = {
  chainId: number;
  deployBlock: number;
  address: Record<IndexedName, `0x${string}`>;
  nameOf: Map<string, IndexedName>;
  escrows: Set<string>;
  currencyOf(address: string): CurrencyInfo;
  /**
   * The OfferBook's ERC-20s (the wrapped native token as ETH), lowercased: the indexer reads their
   * Transfer and Approval logs of buyers with open offers (chain/buy-offers.ts).
   */
  offerCurrencies: `0x${string}`[];
};

const lower = (address: string) => address.toLowerCase() as `0x${string}`;

export function chainSetupOf(deployment: Deployment, chainId: number): ChainSetup {
  const address = Object.fromEntries(INDEXED_NAMES.map((name) => [name, lower(deployment[name])])) as Record<
    IndexedName,
    `0x${string}`
  >;
  const currencies = new Map<string, CurrencyInfo>([[zeroAddress, { symbol: 'ETH', decimals: 18 }]]);
  for (const symbol of ['USDT', 'BIVE', 'VRA'] as const satisfies Currency[]) {
    currencies.set(lower(deployment[symbol]), { symbol, decimals: currencyDecimals(symbol) });
  }
  // Offers in ETH are paid in the wrapped native token: the same currency to people.
  currencies.set(lower(deployment.WETH), { symbol: 'ETH', decimals: currencyDecimals('ETH') });
  return {
    chainId,
    deployBlock: deployment.deployBlock,
    address,
    nameOf: new Map(INDEXED_NAMES.map((name) => [address[name], name])),
    escrows: new Set(ESCROW_NAMES.map((name) => address[name])),
    offerCurrencies: [deployment.USDT, deployment.BIVE, deployment.VRA, deployment.WETH].map(lower),
    // An unknown token is shown by its address, in 18 decimals (the ERC-20 default).
    currencyOf: (token) => currencies.get(lower(token)) ?? { symbol: lower(token), decimals: 18 },
  };
}
