import type { Network, Profile } from '@vrmarket/domain';
import { defineChain, type EIP1193Provider } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { type Config, type Connector, createConfig, createStorage, http, injected } from 'wagmi';
import {
  connect,
  disconnect,
  getConnection,
  getConnectors,
  reconnect,
  signMessage,
  switchChain,
  watchConnection,
} from 'wagmi/actions';
import { api, read } from '../../api/client.ts';
import { loadNetwork } from '../config/loadNetwork.ts';
import { WalletError } from './walletErrors.ts';
import { getWalletState, setConnectedWallet } from './walletStore.ts';
import { type SupportedWallet, WALLETS } from './wallets.ts';

/** EIP-4361 statements are plain ASCII; the wallet shows it above the message. */
const SIWE_STATEMENT = 'Link this wallet to my vrmarket account.';
const SIWE_VALIDITY_MS = 5 * 60_000;

type MetaMaskProvider = EIP1193Provider & { _metamask?: { isUnlocked?: () => Promise<boolean> } };
type BitgetWindow = Window & { bitkeep?: { ethereum?: EIP1193Provider } };

/**
 * wagmi on the marketplace's one chain, loaded on demand (never in the first bundle). Wallets are
 * found by EIP-6963 discovery (rdns io.metamask / com.bitget.web3), else through the legacy
 * `window.ethereum` (MetaMask) and `window.bitkeep.ethereum` (Bitget) objects.
 */
export async function createWalletClient() {
  const network = await loadNetwork();
  const chain = defineChain({
    id: network.chainId,
    name: network.chainName,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [network.rpcUrl] } },
    ...(network.blockExplorerUrl
      ? { blockExplorers: { default: { name: 'Explorer', url: network.blockExplorerUrl } } }
      : {}),
  });
  const config = createConfig({
    chains: [chain],
    transports: { [chain.id]: http(network.rpcUrl) },
    multiInjectedProviderDiscovery: true,
    connectors: [
      injected({ target: 'metaMask' }),
      injected({
        target: () => ({
          id: 'bitgetLegacy',
          name: 'Bitget Wallet',
          provider: (window) => (window as BitgetWindow | undefined)?.bitkeep?.ethereum,
        }),
      }),
    ],
    storage: createStorage({ storage: window.localStorage, key: 'vrmarket.wagmi' }),
  });

  const kindOf = (connector: Connector | undefined): SupportedWallet | null =>
    connector?.id === WALLETS.bitget.rdns || connector?.id === 'bitgetLegacy'
      ? 'bitget'
      : connector
        ? 'metamask'
        : null;

  // Follow the wallet: another account chosen in the extension becomes the current wallet.
  watchConnection(config, {
    onChange(connection, previous) {
      if (connection.status === 'connected')
        setConnectedWallet(connection.address, kindOf(connection.connector));
      else if (connection.status === 'disconnected' && previous.status === 'connected')
        setConnectedWallet(null, null);
    },
  });
  if (getWalletState().address) await reconnect(config).catch(() => undefined);

  return {
    config,
    network,
    /** Which of the two wallets are installed in this browser. */
    async detected(): Promise<Record<SupportedWallet, boolean>> {
      return {
        metamask: (await findConnector(config, 'metamask')) !== null,
        bitget: (await findConnector(config, 'bitget')) !== null,
      };
    },
    connect: (kind: SupportedWallet, onLocked: () => void) => connectWallet(config, network, kind, onLocked),
    link: () => linkWallet(config),
    /** Before a transaction: the wallet on the marketplace's chain (added on 4902), else WalletError 'wrong-network'. */
    async ensureNetwork(): Promise<void> {
      if (getConnection(config).chainId === network.chainId) return;
      await switchChain(config, { chainId: network.chainId }).catch((error: unknown) => {
        if ((error as { code?: number }).code === 4001) throw error;
        throw new WalletError('wrong-network');
      });
    },
    disconnect: async () => {
      await disconnect(config).catch(() => undefined);
      setConnectedWallet(null, null);
    },
  };
}

export type WalletClient = Awaited<ReturnType<typeof createWalletClient>>;

async function findConnector(config: Config, kind: SupportedWallet): Promise<Connector | null> {
  const connectors = getConnectors(config);
  const announced = connectors.find((c) => c.id === WALLETS[kind].rdns);
  if (announced) return announced;
  const legacy = connectors.find((c) => c.id === (kind === 'metamask' ? 'metaMask' : 'bitgetLegacy'));
  if (!legacy) return null;
  const provider = await legacy.getProvider().catch(() => undefined);
  return provider ? legacy : null;
}

/**
 * Spec "Wallet connect": the wallet is asked for its accounts and to switch to the marketplace's
 * network (added when it answers 4902 — wagmi's injected connector does both), then the lowercased
 * address becomes the current wallet.
 */
async function connectWallet(
  config: Config,
  network: Network,
  kind: SupportedWallet,
  onLocked: () => void,
): Promise<string> {
  const connector = await findConnector(config, kind);
  if (!connector) throw new WalletError('not-detected');
  if (kind === 'metamask') {
    const provider = (await connector.getProvider()) as MetaMaskProvider | undefined;
    const unlocked = await provider?._metamask?.isUnlocked?.().catch(() => true);
    if (unlocked === false) onLocked();
  }
  const current = getConnection(config);
  if (current.isConnected && current.connector?.uid !== connector.uid) await disconnect(config);
  const result =
    current.isConnected && current.connector?.uid === connector.uid
      ? { accounts: current.addresses, chainId: current.chainId }
      : await connect(config, { connector, chainId: network.chainId });
  const address = result.accounts?.[0]?.toLowerCase();
  if (!address) throw new Error('the wallet gave no account');
  setConnectedWallet(address, kind);
  if (result.chainId !== network.chainId) throw new WalletError('wrong-network');
  return address;
}

/** Links the connected wallet by signing an EIP-4361 message with the api's single-use nonce. */
async function linkWallet(config: Config): Promise<Profile> {
  const { address } = getConnection(config);
  if (!address) throw new WalletError('not-detected');
  const fields = await read(api.GET('/api/v1/auth/siwe/nonce'));
  const issuedAt = new Date();
  const message = createSiweMessage({
    address,
    chainId: fields.chainId,
    domain: fields.domain,
    uri: fields.uri,
    nonce: fields.nonce,
    version: '1',
    statement: SIWE_STATEMENT,
    issuedAt,
    expirationTime: new Date(issuedAt.getTime() + SIWE_VALIDITY_MS),
  });
  const signature = await signMessage(config, { account: address, message });
  return read(api.POST('/api/v1/auth/siwe/link', { body: { message, signature } }));
}
