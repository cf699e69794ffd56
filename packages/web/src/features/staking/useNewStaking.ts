import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  canReviewStaking,
  routes,
  STAKING,
  type StakeableNft,
  type StakingDuration,
  StakingMethod,
  stakingEarned,
} from '@vrmarket/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useChainFlow } from '../chain/index.ts';
import { stakingDurationsQuery, stakingQueries } from './api.ts';
import type { StakingStepId } from './flows.ts';

export type NewStaking = ReturnType<typeof useNewStaking>;

/**
 * The state of the new-staking screen (R-STAKE-2, R-STAKE-6, R-STAKE-7): step 1 chooses the NFT,
 * the method and a locked duration; step 2 reviews them, agrees to the terms and stakes.
 */
export function useNewStaking() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const durations = useQuery(stakingDurationsQuery());
  const [step, setStep] = useState<1 | 2>(1);
  const [picking, setPicking] = useState(false);
  const [nft, setNft] = useState<StakeableNft | null>(null);
  const [method, setMethod] = useState<StakingMethod | null>(null);
  const [duration, setDuration] = useState<StakingDuration | null>(null);
  const [agreed, setAgreed] = useState(false);
  const flow = useChainFlow<StakingStepId>({
    success: 'STAKING_SUCCESS',
    onSuccess: () => {
      void queryClient.invalidateQueries(stakingQueries());
      navigate(routes.staking());
    },
  });
  const lockedOptions = (durations.data ?? []).filter((d) => d.type === StakingMethod.LOCKED);
  const flexible = (durations.data ?? []).find((d) => d.code === STAKING.flexibleCode);
  const option = method === StakingMethod.FLEXIBLE ? flexible : duration;

  const submit = () => {
    if (!nft || !option) return;
    // The chain code loads on Stake, not with the page (like the trading dialogs).
    void flow.start(async (chain) =>
      (await import('./flows.ts')).stakeSteps(chain, {
        create: {
          nftId: nft.id,
          tokenId: nft.tokenId,
          contractAddress: nft.contractAddress,
          code: option.code,
          days: Math.round(option.duration / STAKING.dayMs),
        },
      }),
    );
  };

  return {
    step,
    nft,
    method,
    duration,
    option,
    agreed,
    picking,
    flow,
    lockedOptions,
    flexible,
    canNext: canReviewStaking({ nftChosen: nft !== null, method, durationChosen: duration !== null }),
    estimate:
      nft && option && method === StakingMethod.LOCKED
        ? `${stakingEarned({ value: nft.asset.value, apy: option.apy, method, durationMs: option.duration, now: 0 }).toFixed(4)} USDT`
        : '—',
    openPicker: () => setPicking(true),
    closePicker: () => setPicking(false),
    pickNft: (picked: StakeableNft) => {
      setNft(picked);
      setPicking(false);
    },
    chooseMethod: (value: StakingMethod) => {
      setMethod(value);
      // Choosing FLEXIBLE clears the chosen duration (R-STAKE-6).
      if (value === StakingMethod.FLEXIBLE) setDuration(null);
    },
    chooseDuration: (chosen: StakingDuration) => {
      // Choosing a duration card sets the method LOCKED (R-STAKE-6).
      setDuration(chosen);
      setMethod(StakingMethod.LOCKED);
    },
    setAgreed,
    review: () => setStep(2),
    back: () => setStep(1),
    leave: () => navigate(routes.staking()),
    submit,
  };
}
