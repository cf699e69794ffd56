export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';
type Show = (message: string, variant: ToastVariant) => void;

let show: Show | null = null;
const pending: [string, ToastVariant][] = [];
let requested = false;
const listeners = new Set<() => void>();

/**
 * Shows a toast. The toast library (notistack) loads with the first toast (./ToastProvider.tsx,
 * mounted by App.tsx when `toastRequested()`); a toast asked for before it is ready waits and
 * shows as soon as it is.
 */
export function toast(message: string, variant: ToastVariant = 'default'): void {
  if (show) {
    show(message, variant);
    return;
  }
  pending.push([message, variant]);
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: whether a toast has been asked for (then the toaster must load). */
export const toastRequested = () => requested;
export function subscribeToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the toaster once mounted. */
export function attachToaster(next: Show): void {
  show = next;
  for (const [message, variant] of pending.splice(0)) next(message, variant);
}
