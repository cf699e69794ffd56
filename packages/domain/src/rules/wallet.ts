import { sameAddress } from '../validation/same-address.ts';

export type WalletCheck = 'connect' | 'link' | 'wrong-wallet' | 'ok';

/**
 * What must happen before a wallet action: connect a wallet first, then link one to the account if
 * it has none, then the connected wallet must be the linked one (case-insensitive).
 */
export function walletCheck({
  linkedAddress,
  connectedAddress,
}: {
  linkedAddress: string | null | undefined;
  connectedAddress: string | null | undefined;
}): WalletCheck {
  if (!connectedAddress) return 'connect';
  if (!linkedAddress) return 'link';
  return sameAddress(linkedAddress, connectedAddress) ? 'ok' : 'wrong-wallet';
}
