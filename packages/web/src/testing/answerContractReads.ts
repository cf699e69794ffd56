import type { AppConfig, Network } from '@vrmarket/domain';
import { type Abi, decodeFunctionData, encodeFunctionResult, type Hex } from 'viem';
import { afterEach, vi } from 'vitest';
import type { Answer } from './renderInApp.tsx';

const RPC_URL = 'http://chain.test/rpc';

/** The contracts' addresses `GET /v1/configs/app` gives the component tests (any distinct addresses). */
export const testContracts = {
  VrNFT: '0x00000000000000000000000000000000000000c1',
  Marketplace: '0x00000000000000000000000000000000000000c2',
  Rental: '0x00000000000000000000000000000000000000c3',
  SwapDesk: '0x00000000000000000000000000000000000000c4',
  AuctionHouse: '0x00000000000000000000000000000000000000c5',
  OfferBook: '0x00000000000000000000000000000000000000c6',
  WETH: '0x00000000000000000000000000000000000000d4',
  USDT: '0x00000000000000000000000000000000000000d1',
  BIVE: '0x00000000000000000000000000000000000000d2',
  VRA: '0x00000000000000000000000000000000000000d3',
} as const;

const appConfig: AppConfig = {
  allowBuy: true,
  checkWhitelist: false,
  allowCreateCollection: true,
  allowTrading: [],
  allowCreating: [],
  normalCategories: [],
  recommendAvailable: false,
  chainId: 31337,
  contracts: testContracts,
  marketplaceFeeBps: null,
};

const network: Network = {
  chainId: 31337,
  chainName: 'Test chain',
  rpcUrl: RPC_URL,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  blockExplorerUrl: null,
};

/** The api answers that point the web at the test chain: the app config (contracts) and the network. */
export const chainConfigAnswers: Answer[] = [
  ['/v1/configs/app', 200, appConfig],
  ['/v1/configs/network', 200, network],
];

/** A view function's answer from its arguments, as viem decodes and encodes them. */
type ReadAnswer = (args: readonly unknown[]) => unknown;

/**
 * Component tests: the chain's RPC answers `eth_call`s of `abi` from `reads` (function name →
 * answer), through the same viem client and ABI coding the app uses. A read not in the table fails
 * as a reverted call would. Undone after each test.
 */
export function answerContractReads(abi: Abi, reads: Record<string, ReadAnswer>): void {
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== RPC_URL) return realFetch(input, init);
    const request = JSON.parse(String(init?.body)) as { id: number; method: string; params: [{ data: Hex }] };
    const reply = (body: object) =>
      new Response(JSON.stringify({ jsonrpc: '2.0', id: request.id, ...body }), {
        headers: { 'content-type': 'application/json' },
      });
    const call =
      request.method === 'eth_call' ? decodeFunctionData({ abi, data: request.params[0].data }) : null;
    const answer = call ? reads[call.functionName] : undefined;
    if (!call || !answer) return reply({ error: { code: -32000, message: 'execution reverted' } });
    const result = encodeFunctionResult({
      abi,
      functionName: call.functionName,
      result: answer(call.args ?? []),
    } as Parameters<typeof encodeFunctionResult>[0]);
    return reply({ result });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});
