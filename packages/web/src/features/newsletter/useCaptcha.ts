import { useCallback, useState } from 'react';
import { fetchCaptchaChallenge } from './api.ts';
import { solveCaptcha } from './solveCaptcha.ts';

export type CaptchaState =
  | { status: 'idle' }
  | { status: 'verifying' }
  | { status: 'verified'; payload: string }
  | { status: 'failed' };

/** The captcha of a form: `verify()` fetches a challenge and solves it; `reset()` after each use. */
export function useCaptcha() {
  const [state, setState] = useState<CaptchaState>({ status: 'idle' });
  const verify = useCallback(async () => {
    setState({ status: 'verifying' });
    try {
      const payload = await solveCaptcha(await fetchCaptchaChallenge());
      setState({ status: 'verified', payload });
    } catch {
      setState({ status: 'failed' });
    }
  }, []);
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, verify, reset };
}
