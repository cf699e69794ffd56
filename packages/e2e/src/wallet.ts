import type { Page } from 'playwright-core';
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  numberToHex,
  type TypedDataDefinition,
} from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';

/**
 * An injected test wallet for browser scenarios: `window.ethereum` plus an EIP-6963 announcement
 * (MetaMask by default), answered in Node. Signing requests (`personal_sign`,
 * `eth_signTypedData_v4`, `eth_sendTransaction`) use a viem account; reads go to the chain's RPC.
 * Like a real extension it hands out no account (`eth_accounts` → []) until the page asked for
 * one, knows only the chains it was given (switching to another answers 4902 until
 * `wallet_addEthereumChain`), and keeps its permission and chain across reloads.
 */
export interface TestWalletOptions {
  privateKey: Hex;
  /** The chain RPC of the system under test (reads and sending transactions). */
  rpcUrl: string;
  /** The chain the wallet is on at first (default 1, so the app has to switch). */
  startChainId?: number;
  /** Chains the wallet already knows (default: only startChainId). */
  knownChainIds?: number[];
  /** EIP-6963 identity (default MetaMask: io.metamask, also sets `isMetaMask`). */
  rdns?: string;
  name?: string;
  /** Start locked: MetaMask's `_metamask.isUnlocked()` answers false until accounts are requested. */
  locked?: boolean;
}

export interface TestWallet {
  readonly address: Hex;
  /** Every method the page called, in order. */
  readonly calls: string[];
  chainId(): number;
  /** Choose another account in the "extension": the page gets `accountsChanged`. */
  switchAccount(privateKey: Hex): Promise<void>;
  /** The next call of `method` fails with this EIP-1193 error (e.g. 4001 user rejected). */
  failNext(method: string, code: number, message?: string): void;
}

type RpcAnswer = { result: unknown } | { error: { code: number; message: string } };

class ProviderError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const ICON =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#f6851b"/></svg>',
  ).toString('base64');

export async function installTestWallet(page: Page, options: TestWalletOptions): Promise<TestWallet> {
  let account: PrivateKeyAccount = privateKeyToAccount(options.privateKey);
  let chainId = options.startChainId ?? 1;
  const known = new Set([chainId, ...(options.knownChainIds ?? [])]);
  let authorized = false;
  let locked = options.locked ?? false;
  const calls: string[] = [];
  const failures = new Map<string, { code: number; message: string }>();

  const emit = (event: string, payload: unknown) =>
    page
      .evaluate(([name, data]) => (window as unknown as TestWindow).__walletEmit?.(name, data), [
        event,
        payload,
      ] as const)
      .catch(() => undefined);

  async function forward(method: string, params: unknown): Promise<unknown> {
    const response = await fetch(options.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    });
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
    if (body.error) throw new ProviderError(body.error.code, body.error.message);
    return body.result;
  }

  const requireAuthorized = () => {
    if (!authorized)
      throw new ProviderError(4100, 'The requested account has not been authorized by the user.');
  };

  async function handle(method: string, params: unknown[]): Promise<unknown> {
    const failure = failures.get(method);
    if (failure) {
      failures.delete(method);
      throw new ProviderError(failure.code, failure.message);
    }
    switch (method) {
      case 'eth_accounts':
        return authorized && !locked ? [account.address] : [];
      case 'eth_requestAccounts':
        authorized = true;
        locked = false;
        return [account.address];
      case 'wallet_requestPermissions':
        authorized = true;
        locked = false;
        return [
          {
            parentCapability: 'eth_accounts',
            caveats: [{ type: 'restrictReturnedAccounts', value: [account.address] }],
          },
        ];
      case 'wallet_getPermissions':
        return authorized ? [{ parentCapability: 'eth_accounts' }] : [];
      case 'wallet_revokePermissions':
        authorized = false;
        return null;
      case 'metamask_isUnlocked':
        return !locked;
      case 'eth_chainId':
        return numberToHex(chainId);
      case 'net_version':
        return String(chainId);
      case 'wallet_switchEthereumChain': {
        const wanted = Number((params[0] as { chainId: string }).chainId);
        if (!known.has(wanted))
          throw new ProviderError(4902, `Unrecognized chain ID "${numberToHex(wanted)}".`);
        if (wanted !== chainId) {
          chainId = wanted;
          await emit('chainChanged', numberToHex(chainId));
        }
        return null;
      }
      case 'wallet_addEthereumChain': {
        const added = Number((params[0] as { chainId: string }).chainId);
        known.add(added);
        // MetaMask offers to switch to a chain right after adding it.
        chainId = added;
        await emit('chainChanged', numberToHex(chainId));
        return null;
      }
      case 'personal_sign': {
        requireAuthorized();
        return account.signMessage({ message: { raw: params[0] as Hex } });
      }
      case 'eth_signTypedData_v4': {
        requireAuthorized();
        const typed = JSON.parse(params[1] as string) as TypedDataDefinition;
        const { EIP712Domain: _domain, ...types } = typed.types as Record<string, unknown>;
        return account.signTypedData({ ...typed, types } as TypedDataDefinition);
      }
      case 'eth_sendTransaction': {
        requireAuthorized();
        const tx = params[0] as { to?: Hex; data?: Hex; value?: Hex; gas?: Hex };
        const chain = defineChain({
          id: chainId,
          name: 'test chain',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [options.rpcUrl] } },
        });
        const client = createWalletClient({ account, chain, transport: http(options.rpcUrl) });
        const request = { to: tx.to, data: tx.data, value: tx.value ? BigInt(tx.value) : undefined };
        // As a browser wallet does (MetaMask adds half): a transaction whose cost depends on the
        // block it lands in (a rental's end pays for the units begun by then) is not left short.
        const gas = tx.gas
          ? BigInt(tx.gas)
          : ((await createPublicClient({ chain, transport: http(options.rpcUrl) }).estimateGas({
              ...request,
              account,
            })) *
              3n) /
            2n;
        return client.sendTransaction({ ...request, gas });
      }
      default:
        return forward(method, params);
    }
  }

  await page.exposeFunction('__walletRpc', async (method: string, params: unknown[]): Promise<RpcAnswer> => {
    calls.push(method);
    try {
      return { result: await handle(method, params ?? []) };
    } catch (error) {
      if (error instanceof ProviderError) return { error: { code: error.code, message: error.message } };
      return { error: { code: -32603, message: error instanceof Error ? error.message : String(error) } };
    }
  });
  // A string, not a function: under tsx a function's source would contain `__name(...)` helpers.
  await page.addInitScript(
    providerScript({ rdns: options.rdns ?? 'io.metamask', name: options.name ?? 'MetaMask', icon: ICON }),
  );

  return {
    get address() {
      return account.address;
    },
    calls,
    chainId: () => chainId,
    async switchAccount(privateKey) {
      account = privateKeyToAccount(privateKey);
      if (authorized) await emit('accountsChanged', [account.address]);
    },
    failNext(method, code, message = 'User rejected the request.') {
      failures.set(method, { code, message });
    },
  };
}

type TestWindow = Window & { __walletEmit?: (event: string, data: unknown) => void };

function providerScript(info: { rdns: string; name: string; icon: string }): string {
  return `(() => {
  const listeners = new Map();
  const info = Object.freeze({ uuid: crypto.randomUUID(), name: ${JSON.stringify(info.name)}, icon: ${JSON.stringify(info.icon)}, rdns: ${JSON.stringify(info.rdns)} });
  const isMetaMask = info.rdns === 'io.metamask';
  const provider = {
    isMetaMask,
    async request({ method, params }) {
      const answer = await window.__walletRpc(method, params ?? []);
      if ('error' in answer) {
        const error = new Error(answer.error.message);
        error.code = answer.error.code;
        throw error;
      }
      return answer.result;
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event).add(listener);
      return provider;
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  };
  if (isMetaMask) provider._metamask = { isUnlocked: () => provider.request({ method: 'metamask_isUnlocked' }) };
  window.__walletEmit = (event, data) => {
    for (const listener of listeners.get(event) ?? []) listener(data);
  };
  window.ethereum = provider;
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
})();`;
}
