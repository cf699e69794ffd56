import { ApiError } from './ApiError.ts';

export interface HttpErrorEffects {
  toast: (message: string) => void;
  signOut: () => void;
  unauthorizedText: string;
}

/**
 * R-ERR-5: 401 → toast 'Unauthorized' and log out; other statuses below 500 → the server's
 * message in a toast; 5xx (and failures without a response) → nothing shown.
 */
export function handleHttpError(error: unknown, effects: HttpErrorEffects): void {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return;
  if (error.status === 401) {
    effects.toast(effects.unauthorizedText);
    effects.signOut();
    return;
  }
  if (error.message) effects.toast(error.message);
}
