import { marketplaceAbi, vrNFTAbi } from '@vrmarket/contracts/abis';
import { startTestChain } from '@vrmarket/testkit/chain';
import { type Address, defineChain, erc20Abi, type Hash } from 'viem';
import { afterAll, beforeAll } from 'vitest';
import { createConfig, http, mock } from 'wagmi';
import { connect } from 'wagmi/actions';
import { setApiTransport } from '../api/client.ts';
import type { Chain, Contracts } from '../features/chain/index.ts';

/**
 * Planner tests on a real chain: a fresh anvil with every contract deployed (the testkit's), and the
 * web's `Chain` for any of anvil's unlocked accounts, so a planner's steps send real transactions.
 * The wallet is wagmi's mock connector, which passes `eth_sendTransaction` to anvil to sign.
 */
export async function startPlannerChain() {
  const testChain = await startTestChain();
  const network = defineChain({
    id: testChain.anvil.chainId,
    name: 'anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [testChain.anvil.rpcUrl] } },
  });
  const d = testChain.deployment;
  const contracts: Contracts = {
    VrNFT: d.VrNFT,
    Marketplace: d.Marketplace,
    Rental: d.Rental,
    SwapDesk: d.SwapDesk,
    AuctionHouse: d.AuctionHouse,
    OfferBook: d.OfferBook,
    WETH: d.WETH,
    USDT: d.USDT,
    BIVE: d.BIVE,
    VRA: d.VRA,
  };

  /** The web's chain for `account`, as prepareChain() gives it once the wallet is linked. */
  async function chainFor(account: Address): Promise<Chain> {
    const config = createConfig({
      chains: [network],
      transports: { [network.id]: http(testChain.anvil.rpcUrl) },
      connectors: [mock({ accounts: [account] })],
    });
    await connect(config, { connector: config.connectors[0]! });
    // Why the cast: the app's config type names its chain's literal explorer name; the actions
    // used here only need a config on this chain.
    return { config: config as unknown as Chain['config'], account, contracts };
  }

  const publicClient = testChain.seller.publicClient;
  /** Who holds a VrNFT token now (an address of a contract while it is listed or staked). */
  const ownerOf = (tokenId: bigint) =>
    publicClient.readContract({ address: d.VrNFT, abi: vrNFTAbi, functionName: 'ownerOf', args: [tokenId] });
  /** An account's balance of a demo token. */
  const tokenBalance = (token: Address, account: Address) =>
    publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] });

  /** The id the Marketplace gives the next offer. */
  const nextOfferId = () =>
    publicClient.readContract({ address: d.Marketplace, abi: marketplaceAbi, functionName: 'nextOfferId' });

  /** Any contract read, typed by the caller (the assertions read what the planners changed). */
  const read = <T>(parameters: Parameters<typeof publicClient.readContract>[0]) =>
    publicClient.readContract(parameters) as Promise<T>;

  return { ...testChain, chainFor, read, ownerOf, tokenBalance, nextOfferId };
}
export type PlannerChain = Awaited<ReturnType<typeof startPlannerChain>>;

/**
 * The test file's planner chain: started before its tests (then `setup`), stopped after. The object
 * returned stands for it from the first test on.
 */
export function plannerChainForFile(setup?: (chain: PlannerChain) => Promise<void>): PlannerChain {
  let chain: PlannerChain | undefined;
  beforeAll(async () => {
    chain = await startPlannerChain();
    await setup?.(chain);
  });
  afterAll(() => chain?.stop());
  return new Proxy({} as PlannerChain, {
    get(_, key) {
      if (!chain) throw new Error('the planner chain starts in beforeAll');
      return Reflect.get(chain, key);
    },
  });
}

/** Runs planned steps in order, as the flow does; returns the ids that ran. */
export async function runPlanned(steps: readonly { id: string; run(): Promise<unknown> }[]) {
  for (const step of steps) await step.run();
  return steps.map((step) => step.id);
}

/**
 * The api as the planners meet it: `answers` maps "METHOD /path" (after `/api`) to a body, or to a
 * function of the request's body; `POST /v1/transactions/record` is answered and its hashes kept.
 * Anything else is a 404, as from the api.
 */
export function answerApi(answers: Record<string, unknown | ((body: unknown) => unknown)> = {}) {
  const recorded: Hash[] = [];
  const asked: string[] = [];
  setApiTransport(async (url, init) => {
    const call = `${init.method ?? 'GET'} ${url.replace(/^\/api/, '').replace(/\?.*$/, '')}`;
    asked.push(call);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    if (call === 'POST /v1/transactions/record') {
      recorded.push((body as { txHash: Hash }).txHash);
      return Response.json({ recorded: true });
    }
    if (!(call in answers)) return Response.json({ message: 'Not found' }, { status: 404 });
    const answer = answers[call];
    return Response.json(typeof answer === 'function' ? answer(body) : answer);
  });
  return { recorded, asked };
}
