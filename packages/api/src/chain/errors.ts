import { english, type MessageKey } from '@vrmarket/domain';

/** Why a chain operation refused; the HTTP edge (http/errors.ts) gives each its status. */
export type ChainRefusal = 'unavailable' | 'invalid' | 'failed';

/**
 * An expected failure of a chain operation the client should see as is: its code is a key of the
 * domain's message catalogue. The chain layer names what went wrong, not an HTTP status.
 */
export class ChainRefusedError extends Error {
  constructor(
    readonly refusal: ChainRefusal,
    readonly code: MessageKey,
  ) {
    super(english(code));
    this.name = 'ChainRefusedError';
  }
}
