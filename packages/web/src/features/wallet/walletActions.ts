import { sameAddress } from '@vrmarket/domain';
import { queryClient } from '../../api/queryClient.ts';
import { toast } from '../../app/toast.ts';
import { i18n } from '../../i18n/index.ts';
import { loadNetwork } from '../config/loadNetwork.ts';
import { apiErrorText } from '../session/apiErrorText.ts';
import { getSession, updateUser } from '../session/sessionStore.ts';
import { profileQuery } from '../session/useProfile.ts';
import { loadWallet } from './loadWallet.ts';
import { WalletError, walletErrorOutcome } from './walletErrors.ts';
import { closeWalletDialog, openWalletDialog } from './walletStore.ts';
import type { SupportedWallet } from './wallets.ts';

const t = (key: string, values?: Record<string, unknown>): string =>
  (i18n.t as unknown as (key: string, values?: Record<string, unknown>) => string)(key, values);

/** Shows a failed wallet step as R-ERR-1 … R-ERR-4 say: catalogue text, the wallet's own text, or nothing. */
export async function reportWalletError(error: unknown): Promise<void> {
  if (error instanceof WalletError && error.code === 'wrong-network') {
    const { chainName } = await loadNetwork();
    return void toast(t('INCORRECT_NETWORK', { chainName }), 'error');
  }
  if (error instanceof Error && error.name === 'ApiError') return void toast(apiErrorText(t, error), 'error');
  const outcome = walletErrorOutcome(error);
  if (outcome.kind === 'message') toast(t(outcome.key), 'error');
  else if (outcome.kind === 'raw') toast(outcome.text, 'error');
  else if (outcome.kind === 'add-network') toast(t('WALLET_DEFAULT_ERROR'), 'error');
}

/**
 * Connects the chosen wallet, then continues where the account stands: no linked wallet → the
 * link prompt; another linked wallet → the wrong-wallet dialog; the linked one → done.
 */
export async function connectAndContinue(kind: SupportedWallet): Promise<void> {
  const wallet = await loadWallet();
  const detected = await wallet.detected();
  if (!detected[kind]) {
    toast(t('WALLET_NOT_DETECTED'), 'error');
    return openWalletDialog({ name: 'install', wallet: kind });
  }
  const address = await wallet.connect(kind, () => toast(t('WALLET_LOCKED'), 'warning'));
  toast(t('account.walletConnected'), 'success');
  const linked = getSession().user?.publicKey;
  if (typeof linked !== 'string' || !linked) openWalletDialog({ name: 'link' });
  else if (!sameAddress(linked, address)) openWalletDialog({ name: 'wrong' });
  else closeWalletDialog();
}

/** Signs the link message with the connected wallet; the account's profile then carries it. */
export async function linkConnectedWallet(): Promise<void> {
  const wallet = await loadWallet();
  const profile = await wallet.link();
  const token = getSession().accessToken;
  queryClient.setQueryData(profileQuery(token).queryKey, profile);
  updateUser(profile);
  closeWalletDialog();
  toast(t('account.walletLinked'), 'success');
}
