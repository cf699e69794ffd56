import { useMutation } from '@tanstack/react-query';
import { subscribeMutation } from './queries.ts';

/** Sends the email and the solved captcha; `onDone(sent)` runs after either outcome. */
export function useSubscribe(onDone: (sent: boolean) => void) {
  return useMutation({ ...subscribeMutation(), onSuccess: () => onDone(true), onError: () => onDone(false) });
}
