import { useQueryClient } from '@tanstack/react-query';
import type { NftDetail } from '@vrmarket/domain';
import { type Currency, currencyLabel, normaliseReferralCode, PurchaseStatus } from '@vrmarket/domain';
import { useCallback, useState } from 'react';
import { apiKeyPrefix } from '../../api/queryKeys.ts';
import { useChainFlow } from '../chain/index.ts';
import { nftQueries } from '../nft-detail/queries.ts';
import { nftListQueries } from '../nfts/queries.ts';
import { fetchPurchaseCheck } from './api.ts';
import { planPurchase } from './buyNft.ts';
import { type BuyPage, pagesFor, referralCodeFor } from './flow.ts';
import type { BuyStepId } from './steps.ts';

/** The Buy dialog's one piece of state: page, currency, referral code, the purchase's chain flow. */
export function useBuy(nft: NftDetail, onClose: () => void) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState<BuyPage>('currency');
  const [currency, setCurrency] = useState<Currency | null>(null);
  const [referralCode, setReferralCode] = useState(() =>
    nft.purchasesStatus === PurchaseStatus.NONE ? referralCodeFor() : '',
  );
  const flow = useChainFlow<BuyStepId>({ success: 'BUY_SUCCESS', onSuccess: onClose });
  const busy = flow.busy;

  const pages = currency ? pagesFor(nft.purchasesStatus, currency) : (['currency'] as BuyPage[]);
  const next = () => setPage(pages[pages.indexOf(page) + 1] ?? 'confirm');
  const back = () => setPage(pages[Math.max(0, pages.indexOf(page) - 1)] ?? 'currency');

  const choose = (chosen: Currency) => {
    setCurrency(chosen);
    setPage(pagesFor(nft.purchasesStatus, chosen)[1] ?? 'confirm');
  };

  const refresh = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries(nftQueries(nft.id)),
      queryClient.invalidateQueries(nftListQueries()),
      queryClient.invalidateQueries({ queryKey: apiKeyPrefix('/api/v1/nft/{address}/activity') }),
      queryClient.invalidateQueries({ queryKey: apiKeyPrefix('/api/v1/profile') }),
    ]);
  }, [queryClient, nft.id]);

  const confirm = async () => {
    setPage('running');
    const code = normaliseReferralCode(referralCode);
    // The api's purchase check again (flags, eligibility, the exact price), then the steps.
    const bought = await flow.start(async (chain) =>
      planPurchase(chain, await fetchPurchaseCheck(nft.id), { referralCode: code }),
    );
    // Busy ends on every failure; the dialog says what failed and offers to try again.
    if (!bought) setPage('failed');
    // The page always refreshes from the api afterwards (spec "Buy flow").
    await refresh();
  };

  return {
    page,
    busy,
    currency,
    currencyText: currency ? currencyLabel(currency) : '',
    referralCode,
    setReferralCode,
    flow: flow.state,
    choose,
    next,
    back,
    confirm,
  };
}
export type BuyState = ReturnType<typeof useBuy>;
