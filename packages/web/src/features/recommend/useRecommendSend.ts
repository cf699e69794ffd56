import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecommendSendAnswer } from '@vrmarket/domain';
import { useState } from 'react';
import { apiKeyPrefix } from '../../api/queryKeys.ts';
import { type RecommendSendInput, sendRecommend } from './api.ts';
import { recommendAvailabilityQuery } from './queries.ts';

/** The steps after 'Send': confirm → sending → sent (with what is left) or failed (try again?). */
export type SendStep =
  | { name: 'idle' }
  | { name: 'confirm' }
  | { name: 'sent'; answer: RecommendSendAnswer }
  | { name: 'failed'; error: unknown };

export function useRecommendSend() {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<SendStep>({ name: 'idle' });
  const mutation = useMutation({
    mutationFn: sendRecommend,
    onSuccess: (answer) => {
      queryClient.setQueryData(recommendAvailabilityQuery().queryKey, {
        available: answer.available,
        total: answer.total,
      });
      void queryClient.invalidateQueries({ queryKey: apiKeyPrefix('/api/v1/recommend-design/requests') });
      setStep({ name: 'sent', answer });
    },
    onError: (error) => setStep({ name: 'failed', error }),
  });
  return {
    step,
    busy: mutation.isPending,
    ask: () => setStep({ name: 'confirm' }),
    send: (input: RecommendSendInput) => mutation.mutate(input),
    close: () => setStep({ name: 'idle' }),
  };
}
