import type { MessageKey } from '@vrmarket/domain';

/**
 * The one failure of a chain flow with a catalogue text of its own (too little balance, a reverted
 * transaction, a chain that does not answer). Wallet refusals and api answers keep their own
 * errors; `failureText` turns each of them into its text (R-ERR-1, R-ERR-3, R-ERR-5).
 */
export class ChainError extends Error {
  override readonly name = 'ChainError';
  constructor(
    readonly key: MessageKey,
    options?: ErrorOptions,
  ) {
    super(key, options);
  }
}
