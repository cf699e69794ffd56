import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A JSON-RPC proxy in front of a test chain, for the ambiguous failures of sending a transaction:
 * the node gets it, the sender never hears back.
 */
export type RpcProxy = {
  /** Point an api's CHAIN_RPC_URL here. */
  url: string;
  /** eth_sendRawTransaction is forwarded to the chain, then its answer is destroyed (the socket reset). */
  loseSendAnswers: boolean;
  /** eth_sendRawTransaction never reaches the chain (the socket reset): the node never gets it. */
  swallowSends: boolean;
  /** After the next forwarded eth_sendRawTransaction, every call is refused until this is set false again. */
  downAfterSend: boolean;
  /** Every call is refused (the socket reset, nothing forwarded). */
  down: boolean;
  /**
   * eth_getTransactionReceipt answers null for this long after each forwarded eth_sendRawTransaction,
   * while the nonce already counts it: a node whose receipts trail its state (anvil just after
   * mining, a load-balanced RPC whose nodes lag one another).
   */
  receiptLagMs: number;
  /** The eth_sendRawTransaction calls forwarded to the chain. */
  sends: number;
  close(): Promise<void>;
};

const read = async (request: IncomingMessage) => {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
};

type Call = { id?: unknown; method?: string };

const callsOf = (body: string): Call[] => {
  try {
    const parsed = JSON.parse(body) as Call | Call[];
    return Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    return [];
  }
};

/** Starts a proxy on a free loopback port forwarding to `target` (an anvil's rpcUrl). */
export async function startRpcProxy(target: string): Promise<RpcProxy> {
  let lastSendAt = 0;
  const server = createServer(async (request, response) => {
    const body = await read(request);
    if (proxy.down) {
      request.socket.destroy();
      return;
    }
    const calls = callsOf(body);
    const sending = calls.some((call) => call.method === 'eth_sendRawTransaction');
    const [single] = calls;
    if (
      calls.length === 1 &&
      single?.method === 'eth_getTransactionReceipt' &&
      Date.now() - lastSendAt < proxy.receiptLagMs
    ) {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id: single.id, result: null }));
      return;
    }
    if (sending && proxy.swallowSends) {
      if (proxy.downAfterSend) proxy.down = true;
      request.socket.destroy();
      return;
    }
    const answer = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const text = await answer.text();
    if (sending) {
      proxy.sends += 1;
      lastSendAt = Date.now();
      if (proxy.downAfterSend) proxy.down = true;
      if (proxy.loseSendAnswers || proxy.down) {
        request.socket.destroy();
        return;
      }
    }
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const proxy: RpcProxy = {
    url: `http://127.0.0.1:${port}`,
    loseSendAnswers: false,
    swallowSends: false,
    downAfterSend: false,
    down: false,
    receiptLagMs: 0,
    sends: 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return proxy;
}
