import { useQueryClient } from '@tanstack/react-query';
import type { MessageKey, Nft } from '@vrmarket/domain';
import { useCallback } from 'react';
import { type Chain, useChainFlow } from '../chain/index.ts';
import { nftQueries } from '../nft-detail/queries.ts';
import { useRequireWallet } from '../wallet/index.ts';
import { setTradeBusy } from './busy.ts';
import type { StepKind, TradeStep } from './steps.ts';

/**
 * The one state hook of an owner-action dialog: the chain flow of the action (wallet check first),
 * with the NFT busy meanwhile; on success the NFT refreshes and the dialog closes.
 */
export function useTrade(nft: Nft, success: MessageKey, onDone: () => void) {
  const queryClient = useQueryClient();
  const requireWallet = useRequireWallet();
  const onBusy = useCallback((busy: boolean) => setTradeBusy(nft.id, busy), [nft.id]);
  const onSuccess = useCallback(() => {
    void queryClient.invalidateQueries(nftQueries(nft.id)).then(onDone);
  }, [queryClient, nft.id, onDone]);
  const flow = useChainFlow<StepKind>({ success, onSuccess, onBusy });

  const start = useCallback(
    async (plan: (chain: Chain) => Promise<TradeStep[]>) => {
      // The same pre-check as opening the dialog: the wallet may have changed meanwhile.
      if (requireWallet()) await flow.start(plan);
    },
    [requireWallet, flow.start],
  );
  return { state: flow.state, start, busy: flow.busy };
}
