import { useQuery } from '@tanstack/react-query';
import { type Address, createClient, erc20Abi, http, zeroAddress } from 'viem';
import { getBalance } from 'viem/actions';
import { type Contracts, chainReadKey, publicRead, tokenOf } from '../chain/index.ts';
import { loadNetwork } from '../config/loadNetwork.ts';
import { useAppConfig } from '../config/useAppConfig.ts';
import { useSessionWallet } from '../session/useSession.ts';

/**
 * What the linked wallet holds to back an offer in `currency`, in token units: the ERC-20's balance;
 * for ETH the wrapped token's (`wrapped`) and the native coin (`native`) that a wrap step can add.
 */
export function useOfferBalance(currency: string) {
  const wallet = useSessionWallet() as Address | null;
  const contracts = useAppConfig().data?.contracts as Contracts | null | undefined;
  const native = currency === 'ETH';
  const token = contracts ? (native ? contracts.WETH : tokenOf(contracts, currency)) : undefined;
  return useQuery({
    queryKey: chainReadKey<typeof erc20Abi>('balanceOf', token, wallet, currency),
    queryFn: async () => {
      const [held, coin] = await Promise.all([
        publicRead({ address: token!, abi: erc20Abi, functionName: 'balanceOf', args: [wallet!] }),
        native ? nativeBalance(wallet!) : Promise.resolve(0n),
      ]);
      return { held, coin };
    },
    enabled: Boolean(wallet && token && token !== zeroAddress),
    staleTime: 15_000,
    retry: false,
  });
}

/** The native coin's balance, on the network's RPC as publicRead reads contracts. */
async function nativeBalance(address: Address): Promise<bigint> {
  const network = await loadNetwork();
  return getBalance(createClient({ transport: http(network.rpcUrl) }), { address });
}
