import { useQueryClient } from '@tanstack/react-query';
import type { MessageKey, Nft } from '@vrmarket/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../app/toast.ts';
import { nftDetailKeys } from '../nft-detail/queries.ts';
import { reportWalletError, useRequireWallet } from '../wallet/index.ts';
import { setTradeBusy } from './busy.ts';
import { type Chain, prepareChain } from './chain.ts';
import { runSteps, type StepKind, type StepState, TradeError, type TradeStep } from './steps.ts';

export type TradePhase = 'idle' | 'preparing' | 'running' | 'done';

export interface TradeState {
  phase: TradePhase;
  steps: { kind: StepKind; state: StepState }[];
}

const IDLE: TradeState = { phase: 'idle', steps: [] };

/**
 * The one state hook of an owner-action dialog: it runs an action's steps (wallet check, network,
 * plan, each chain step), keeps the NFT busy meanwhile, reports any failure the spec's way and
 * resets the busy state, and on success shows the success text and refreshes the NFT.
 */
export function useTrade(nft: Nft, success: MessageKey, onDone: () => void) {
  const { t: translate } = useTranslation();
  // Any catalogue key (a union of keys is more than i18next's key typing can take).
  const t = translate as unknown as (key: string) => string;
  const queryClient = useQueryClient();
  const requireWallet = useRequireWallet();
  const [state, setState] = useState<TradeState>(IDLE);

  const start = useCallback(
    async (plan: (chain: Chain) => Promise<TradeStep[]>) => {
      // The same pre-check as opening the dialog: the wallet may have changed meanwhile.
      if (!requireWallet()) return;
      setTradeBusy(nft.id, true);
      setState({ phase: 'preparing', steps: [] });
      try {
        const steps = await plan(await prepareChain());
        setState({ phase: 'running', steps: steps.map(({ kind }) => ({ kind, state: 'waiting' })) });
        await runSteps(steps, (index, stepState) =>
          setState((current) => ({
            ...current,
            steps: current.steps.map((step, i) => (i === index ? { ...step, state: stepState } : step)),
          })),
        );
        setState((current) => ({ ...current, phase: 'done' }));
        toast(t(success), 'success');
        await queryClient.invalidateQueries({ queryKey: nftDetailKeys.nft(nft.id) });
        onDone();
      } catch (error) {
        setState(IDLE);
        if (error instanceof TradeError) toast(t(error.key), 'error');
        else await reportWalletError(error);
      } finally {
        setTradeBusy(nft.id, false);
      }
    },
    [nft.id, success, onDone, queryClient, requireWallet, t],
  );

  return { state, start, busy: state.phase === 'preparing' || state.phase === 'running' };
}
