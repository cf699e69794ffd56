import { z } from 'zod';
import type { Config } from '../../config.ts';

/** What a wallet needs to switch to the marketplace's chain, or to add it (EIP-3085) on error 4902. */
export const networkSchema = z
  .object({
    chainId: z.number().int(),
    chainName: z.string(),
    rpcUrl: z.string(),
    nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().int() }),
    blockExplorerUrl: z.string().nullable(),
  })
  .meta({ id: 'Network' });
export type Network = z.infer<typeof networkSchema>;

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
export const linksSchema = z
  .object({
    bridgeUrl: z.string().nullable(),
    accountUrl: z.string().nullable(),
    helpUrl: z.string().nullable(),
  })
  .meta({ id: 'HeaderLinks' });

export const linksOf = (links: Config['links']) => ({
  bridgeUrl: links.bridgeUrl ?? null,
  accountUrl: links.accountUrl ?? null,
  helpUrl: links.helpUrl ?? null,
});
