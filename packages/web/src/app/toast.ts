import { createStore } from './createStore.ts';

export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';
type Show = (message: string, variant: ToastVariant) => void;

let show: Show | null = null;
const pending: [string, ToastVariant][] = [];
/** Whether a toast has been asked for (then App mounts the toaster). */
export const toastRequests = createStore(false);

/**
 * Shows a toast. The toast library (notistack) loads with the first toast (./ToastProvider.tsx,
 * mounted by App.tsx once `toastRequests` is true); a toast asked for before it is ready waits and
 * shows as soon as it is.
 */
export function toast(message: string, variant: ToastVariant = 'default'): void {
  if (show) {
    show(message, variant);
    return;
  }
  pending.push([message, variant]);
  toastRequests.set(true);
}

/** Called by the toaster once mounted. */
export function attachToaster(next: Show): void {
  show = next;
  for (const [message, variant] of pending.splice(0)) next(message, variant);
}
