import type { HeaderLinks, Network } from '@vrmarket/domain';
import type { Config } from '../../config.ts';

const BNB = { name: 'BNB', symbol: 'BNB', decimals: 18 };
const KNOWN: Record<number, Omit<Network, 'chainId' | 'rpcUrl'>> = {
  56: { chainName: 'BNB Smart Chain', nativeCurrency: BNB, blockExplorerUrl: 'https://bscscan.com' },
  97: {
    chainName: 'BNB Smart Chain Testnet',
    nativeCurrency: { ...BNB, name: 'tBNB', symbol: 'tBNB' },
    blockExplorerUrl: 'https://testnet.bscscan.com',
  },
  31337: {
    chainName: 'vrmarket local chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    blockExplorerUrl: null,
  },
};

export function networkOf(chain: Pick<Config['chain'], 'chainId' | 'rpcUrl'>): Network {
  const known = KNOWN[chain.chainId] ?? {
    chainName: `Chain ${chain.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    blockExplorerUrl: null,
  };
  return { chainId: chain.chainId, rpcUrl: chain.rpcUrl, ...known };
}

/** The external pages of the header: the bridge widget, account settings, help and support. */
export const linksOf = (links: Config['links']): HeaderLinks => ({
  bridgeUrl: links.bridgeUrl ?? null,
  accountUrl: links.accountUrl ?? null,
  helpUrl: links.helpUrl ?? null,
});
