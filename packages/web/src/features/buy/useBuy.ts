import { useQueryClient } from '@tanstack/react-query';
import { type Currency, currencyLabel, normaliseReferralCode, PurchaseStatus } from '@vrmarket/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.ts';
import { toast } from '../../app/toast.ts';
import { i18n } from '../../i18n/index.ts';
import { nftDetailKeys } from '../nft-detail/queries.ts';
import type { NftDetail } from '../nft-detail/types.ts';
import { apiErrorText } from '../session/apiErrorText.ts';
import { reportWalletError } from '../wallet/walletActions.ts';
import { WalletError, walletErrorOutcome } from '../wallet/walletErrors.ts';
import { type BuyPage, pagesFor, referralCodeFromCookie } from './flow.ts';
import { BuyError, type BuyStepId, runBuySteps, type StepState } from './steps.ts';

/** The §8 text of a failed wallet request, shown in the dialog as well as in the toast. */
function walletErrorText(failure: unknown): string | null {
  if (failure instanceof WalletError && failure.code === 'wrong-network') return null;
  const outcome = walletErrorOutcome(failure);
  if (outcome.kind === 'message') return (i18n.t as unknown as (key: string) => string)(outcome.key);
  return outcome.kind === 'raw' ? outcome.text : null;
}

export interface StepView {
  id: BuyStepId;
  state: StepState;
}

/** The Buy dialog's one piece of state: page, currency, referral code, the running steps. */
export function useBuy(nft: NftDetail, onClose: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState<BuyPage>('currency');
  const [currency, setCurrency] = useState<Currency | null>(null);
  const [referralCode, setReferralCode] = useState(() =>
    nft.purchasesStatus === PurchaseStatus.NONE ? referralCodeFromCookie() : '',
  );
  const [steps, setSteps] = useState<StepView[]>([]);
  const [error, setError] = useState<string | null>(null);
  const busy = page === 'running';

  const pages = currency ? pagesFor(nft.purchasesStatus, currency) : (['currency'] as BuyPage[]);
  const next = () => setPage(pages[pages.indexOf(page) + 1] ?? 'confirm');
  const back = () => setPage(pages[Math.max(0, pages.indexOf(page) - 1)] ?? 'currency');

  const choose = (chosen: Currency) => {
    setCurrency(chosen);
    setPage(pagesFor(nft.purchasesStatus, chosen)[1] ?? 'confirm');
  };

  const refresh = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: nftDetailKeys.nft(nft.id) }),
      queryClient.invalidateQueries({ queryKey: ['nfts'] }),
      queryClient.invalidateQueries({ queryKey: ['activity'] }),
      queryClient.invalidateQueries({ queryKey: ['profile'] }),
    ]);
  }, [queryClient, nft.id]);

  const confirm = async () => {
    setPage('running');
    setError(null);
    setSteps([]);
    try {
      const { prepareBuy, buyNft } = await import('./buyNft.ts');
      const context = await prepareBuy(nft.id);
      const planned = buyNft(context, { referralCode: normaliseReferralCode(referralCode) });
      setSteps(planned.map((step) => ({ id: step.id, state: 'waiting' })));
      await runBuySteps(planned, (index, state) =>
        setSteps((current) => current.map((step, i) => (i === index ? { ...step, state } : step))),
      );
      toast(t('BUY_SUCCESS'), 'success');
      onClose();
    } catch (failure) {
      // Busy ends on every failure; the dialog says what failed and offers to try again.
      setPage('failed');
      if (failure instanceof BuyError) {
        const text = (t as unknown as (key: string) => string)(failure.key);
        setError(text);
        toast(text, 'error');
      } else {
        setError(failure instanceof ApiError ? apiErrorText(t, failure) : walletErrorText(failure));
        await reportWalletError(failure);
      }
    } finally {
      // The page always refreshes from the api afterwards (spec "Buy flow").
      await refresh();
    }
  };

  return {
    page,
    busy,
    currency,
    currencyText: currency ? currencyLabel(currency) : '',
    referralCode,
    setReferralCode,
    steps,
    error,
    choose,
    next,
    back,
    confirm,
  };
}
export type BuyState = ReturnType<typeof useBuy>;
