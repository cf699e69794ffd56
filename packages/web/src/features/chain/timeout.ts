import { ChainError } from './ChainError.ts';

/**
 * How long one round trip to the chain may take (a read, the wait for a receipt) before the flow
 * ends, saying the network did not answer. Signing in the wallet is the user's time and has no limit.
 */
export const CHAIN_TIMEOUT_MS = 20_000;

/** `work`, or ChainError('CHAIN_NOT_ANSWERING') when the chain has not answered within the limit. */
export function withinChainTime<T>(work: Promise<T>, limitMs: number = CHAIN_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChainError('CHAIN_NOT_ANSWERING')), limitMs);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
