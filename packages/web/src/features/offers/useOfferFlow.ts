import { useQueryClient } from '@tanstack/react-query';
import type { MessageKey } from '@vrmarket/domain';
import { useCallback } from 'react';
import { type Chain, useChainFlow } from '../chain/index.ts';
import { nftQueries } from '../nft-detail/queries.ts';
import { setTradeBusy } from '../trading/busy.ts';
import type { StepKind, TradeStep } from '../trading/steps.ts';
import { useRequireWallet } from '../wallet/index.ts';
import { refreshOffers } from './api.ts';

/**
 * The one state hook of an offer dialog: the chain flow (the wallet check first), the NFT busy
 * meanwhile when there is one; on success every offer answer on screen (and the NFT, whose best
 * offer or owner changed) asks again, and the dialog closes.
 */
export function useOfferFlow(success: MessageKey, onDone: () => void, nftId?: string) {
  const queryClient = useQueryClient();
  const requireWallet = useRequireWallet();
  const onBusy = useCallback((busy: boolean) => nftId && setTradeBusy(nftId, busy), [nftId]);
  const onSuccess = useCallback(() => {
    void Promise.all([
      refreshOffers(queryClient),
      nftId ? queryClient.invalidateQueries(nftQueries(nftId)) : undefined,
    ]).then(onDone);
  }, [queryClient, nftId, onDone]);
  const flow = useChainFlow<StepKind>({ success, onSuccess, onBusy });

  const start = useCallback(
    async (plan: (chain: Chain) => Promise<TradeStep[]>) => {
      if (requireWallet()) await flow.start(plan);
    },
    [requireWallet, flow.start],
  );
  return { state: flow.state, start, busy: flow.busy };
}
