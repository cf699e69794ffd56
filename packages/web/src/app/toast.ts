export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';
type Show = (message: string, variant: ToastVariant) => void;

let show: Show | null = null;
const pending: [string, ToastVariant][] = [];

/**
 * Shows a toast. The toast library (notistack) loads after the first paint (./ToastProvider.tsx);
 * a toast asked for before it is ready waits and shows as soon as it is.
 */
export function toast(message: string, variant: ToastVariant = 'default'): void {
  if (show) show(message, variant);
  else pending.push([message, variant]);
}

/** Called by the toaster once mounted. */
export function attachToaster(next: Show): void {
  show = next;
  for (const [message, variant] of pending.splice(0)) next(message, variant);
}
