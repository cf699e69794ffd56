import type { Nft } from '@vrmarket/domain';
import { clientsFor } from '@vrmarket/testkit/chain';
import { deployerKey, devPrivateKeys } from '@vrmarket/testkit/keys';
import type { Browser } from 'playwright-core';
import { createTestClient, erc20Abi, type Hex, http, maxUint256 } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { inject } from 'vitest';
import { type Session, signedInPage } from './session.ts';

/** Public anvil dev keys: the deployer (0), and those the demo seed links to alice (1), bob (2), pro2 (4). */
export const DEMO_KEYS = {
  deployer: deployerKey,
  alice: devPrivateKeys[1],
  bob: devPrivateKeys[2],
  pro2: devPrivateKeys[4],
} as const satisfies Record<string, Hex>;

/** A page of the shared e2e system signed in as a demo user, with their wallet connected. */
export function demoUserPage(browser: Browser, username: Exclude<keyof typeof DEMO_KEYS, 'deployer'>) {
  return signedInPage(browser, {
    appUrl: inject('appUrl'),
    rpcUrl: inject('rpcUrl'),
    chainId: inject('chainId'),
    username,
    privateKey: DEMO_KEYS[username],
  });
}

/**
 * Moves `amount` (default: the whole balance) of an ERC-20 from one key's account to another's,
 * outside the browser; returns the amount moved.
 */
export async function moveTokens(
  target: { rpcUrl: string; chainId: number },
  token: Hex,
  fromKey: Hex,
  toKey: Hex,
  amount?: bigint,
): Promise<bigint> {
  const { publicClient, walletClient } = clientsFor(target, fromKey);
  const value =
    amount ??
    (await publicClient.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [walletClient.account.address],
    }));
  const hash = await walletClient.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [privateKeyToAccount(toKey).address, value],
  });
  await publicClient.waitForTransactionReceipt({ hash });
  return value;
}

/** The key's account lets `spender` take all of its `token`, outside the browser (as a past purchase would). */
export async function approveTokens(
  target: { rpcUrl: string; chainId: number },
  token: Hex,
  key: Hex,
  spender: Hex,
): Promise<void> {
  const { publicClient, walletClient } = clientsFor(target, key);
  const hash = await walletClient.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, maxUint256],
  });
  await publicClient.waitForTransactionReceipt({ hash });
}

/** Every NFT of an owner (the inventory's query: owner or seller), all statuses. */
export async function nftsOf(appUrl: string, session: Session): Promise<Nft[]> {
  const all: Nft[] = [];
  for (let page = 1; ; page++) {
    const response = await fetch(
      `${appUrl}/api/v1/nft?limit=100&page=${page}&ownerAddress=${session.user.publicKey.toLowerCase()}`,
      { headers: { authorization: `Bearer ${session.accessToken}` } },
    );
    const body = (await response.json()) as { results: Nft[] };
    all.push(...body.results);
    if (body.results.length < 100) return all;
  }
}

export async function fetchNft(appUrl: string, id: string): Promise<Nft> {
  return (await (await fetch(`${appUrl}/api/v1/nft/${id}`)).json()) as Nft;
}

/** Polls the api until the NFT matches (the record call makes this immediate; the indexer anyway). */
export async function waitForNft(appUrl: string, id: string, test: (nft: Nft) => boolean): Promise<Nft> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const nft = await fetchNft(appUrl, id);
    if (test(nft)) return nft;
    if (Date.now() > deadline)
      throw new Error(`NFT ${id} did not reach the expected state: ${JSON.stringify(nft)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Stops (false) or restarts (true) anvil mining every transaction at once: sent transactions then
 * wait in the pool and no receipt comes, as on a chain that does not answer. Restarting mines them.
 */
export async function setAutomine(rpcUrl: string, automine: boolean): Promise<void> {
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl) });
  await client.setAutomine(automine);
  if (automine) await client.mine({ blocks: 1 });
}
