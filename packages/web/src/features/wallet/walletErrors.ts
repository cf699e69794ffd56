import { type WalletErrorLike, type WalletErrorOutcome, walletErrorMessageKey } from '@vrmarket/domain';

/** A wallet failure of our own making (no extension, wrong network), shaped like an EIP-1193 error. */
export class WalletError extends Error {
  override readonly name = 'WalletError';
  constructor(
    readonly code: 'not-detected' | 'locked' | 'wrong-network',
    message: string = code,
  ) {
    super(message);
  }
}

/**
 * The EIP-1193 code and text inside a wallet error: viem and wagmi wrap the provider's error in
 * `cause` chains, so the first numeric code found wins.
 */
export function unwrapWalletError(error: unknown): WalletErrorLike {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const { code, data, message, details } = current as WalletErrorLike & { details?: string };
    if (typeof code === 'number' || typeof code === 'string')
      return { code, data, message: details ?? message };
    if ((current as { name?: string }).name === 'ProviderNotFoundError') return { code: 'not-detected' };
    current = (current as { cause?: unknown }).cause;
  }
  return { code: -9999 };
}

/** What to show for a failed wallet request (R-ERR-1 … R-ERR-4). */
export const walletErrorOutcome = (error: unknown): WalletErrorOutcome =>
  walletErrorMessageKey(unwrapWalletError(error));
