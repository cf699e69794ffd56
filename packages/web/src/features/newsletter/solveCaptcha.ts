import type { CaptchaChallenge } from '@vrmarket/domain';
import { findNumber, type WorkInput } from './proofOfWork.ts';

function work(input: WorkInput): Promise<number | null> {
  if (typeof Worker === 'undefined') return findNumber(input);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<number | null>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (error) => {
      worker.terminate();
      reject(error);
    };
    worker.postMessage(input);
  });
}

/** Solves a challenge and returns the altcha payload the api verifies (base64 of its JSON). */
export async function solveCaptcha(challenge: CaptchaChallenge): Promise<string> {
  const started = performance.now();
  const max = challenge.maxnumber ?? 1_000_000;
  const number = await work({
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    salt: challenge.salt,
    max,
  });
  if (number === null) throw new Error('The captcha has no solution.');
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
    took: Math.round(performance.now() - started),
  };
  return btoa(JSON.stringify(payload));
}
