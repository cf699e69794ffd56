import { BaseError, HttpRequestError, TimeoutError } from 'viem';
import { ApiError } from '../../api/ApiError.ts';
import { toast } from '../../app/toast.ts';
import { i18n } from '../../i18n/index.ts';
import { apiErrorText } from '../session/apiErrorText.ts';
import { reportWalletError } from '../wallet/walletActions.ts';
import { WalletError, walletErrorOutcome } from '../wallet/walletErrors.ts';
import { ChainError } from './ChainError.ts';

// Any catalogue key (a union of keys is more than i18next's key typing can take).
const t = (key: string): string => (i18n.t as unknown as (key: string) => string)(key);

/**
 * The text a failed flow shows next to its steps: the ChainError's catalogue text, the api's
 * message, the wallet's text (R-ERR-1 … R-ERR-3); null when there is none to show in place (a
 * request already waiting in the wallet, or the wrong network, which its toast names with the chain).
 */
export function failureText(failure: unknown): string | null {
  if (failure instanceof ChainError) return t(failure.key);
  if (isSilentNetwork(failure)) return t('CHAIN_NOT_ANSWERING');
  if (failure instanceof ApiError) return apiErrorText(t, failure);
  if (failure instanceof WalletError && failure.code === 'wrong-network') return null;
  const outcome = walletErrorOutcome(failure);
  if (outcome.kind === 'message') return t(outcome.key);
  return outcome.kind === 'raw' ? outcome.text : null;
}

/** A read of the network's RPC (publicRead) that timed out or found nothing listening. */
const isSilentNetwork = (failure: unknown): boolean =>
  failure instanceof BaseError &&
  failure.walk((e) => e instanceof TimeoutError || e instanceof HttpRequestError) !== null;

/** Tells the user about a failed flow the spec's way (a toast) and answers the text to show in place. */
export async function reportChainFailure(failure: unknown): Promise<string | null> {
  const text = failureText(failure);
  if (failure instanceof ChainError || isSilentNetwork(failure))
    toast(text ?? t('WALLET_DEFAULT_ERROR'), 'error');
  else await reportWalletError(failure);
  return text;
}
