import { isMessageKey, type MessageKey } from './messages.ts';

/** Wallet (EIP-1193) error codes the product reacts to, plus its own default and detection codes. */
export const WalletErrorCode = {
  userRejected: 4001,
  internal: -32603,
  requestPending: -32002,
  unrecognizedChain: 4902,
  unknown: -9999,
  notDetected: 'not-detected',
  locked: 'locked',
} as const;

export interface WalletErrorLike {
  code?: number | string;
  message?: string;
  data?: { message?: string } | null;
}

/**
 * What the web does with a failed wallet request:
 * - `message`: show the catalogue text of `key`;
 * - `raw`: show the wallet's own text (the -32603 message after its first colon);
 * - `ignore`: say nothing (-32002, a request is already waiting in the wallet);
 * - `add-network`: the chain is unknown to the wallet (4902), ask it to add the network.
 */
export type WalletErrorOutcome =
  | { kind: 'message'; key: MessageKey }
  | { kind: 'raw'; text: string }
  | { kind: 'ignore' }
  | { kind: 'add-network' };

const BALANCE_EXCEEDED = 'transfer amount exceeds balance';

export function walletErrorMessageKey(error: unknown): WalletErrorOutcome {
  const { code, message, data } = (
    typeof error === 'object' && error !== null ? error : {}
  ) as WalletErrorLike;
  switch (code) {
    case WalletErrorCode.userRejected:
      return { kind: 'message', key: 'WALLET_DENIED' };
    case WalletErrorCode.requestPending:
      return { kind: 'ignore' };
    case WalletErrorCode.unrecognizedChain:
      return { kind: 'add-network' };
    case WalletErrorCode.notDetected:
      return { kind: 'message', key: 'WALLET_NOT_DETECTED' };
    case WalletErrorCode.locked:
      return { kind: 'message', key: 'WALLET_LOCKED' };
    case WalletErrorCode.internal:
      return internalErrorOutcome(data?.message ?? message);
    default:
      return { kind: 'message', key: 'WALLET_DEFAULT_ERROR' };
  }
}

/** -32603 carries the node's revert text ('execution reverted: ERC20: transfer amount exceeds balance'). */
function internalErrorOutcome(text: string | undefined): WalletErrorOutcome {
  if (!text) return { kind: 'message', key: 'WALLET_NOT_ENOUGH_BALANCE' };
  if (text.includes(BALANCE_EXCEEDED)) return { kind: 'message', key: 'WALLET_TRANSFER_EXCEEDS_BALANCE' };
  const colon = text.indexOf(':');
  const afterColon = colon >= 0 ? text.slice(colon + 1).trim() : '';
  return afterColon
    ? { kind: 'raw', text: afterColon }
    : { kind: 'message', key: 'WALLET_NOT_ENOUGH_BALANCE' };
}

/**
 * The toast for a failed api call: 401 shows 'Unauthorized' and logs out; other statuses under 500
 * show the server's message (translated when the envelope's code is a catalogue key); 5xx shows
 * nothing (null).
 */
export type HttpErrorToast =
  | { kind: 'message'; key: MessageKey; logout: boolean }
  | { kind: 'raw'; text: string; logout: false };

export function httpErrorToast(
  status: number,
  serverMessage?: string | null,
  code?: string | null,
): HttpErrorToast | null {
  if (status === 401) return { kind: 'message', key: 'UNAUTHORIZED', logout: true };
  if (status >= 500) return null;
  if (isMessageKey(code)) return { kind: 'message', key: code, logout: false };
  if (serverMessage?.trim()) return { kind: 'raw', text: serverMessage, logout: false };
  return { kind: 'message', key: 'SOMETHING_WRONG_TRY_LATER', logout: false };
}
