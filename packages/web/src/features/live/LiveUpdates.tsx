import { useLiveUpdates } from './useLiveUpdates.ts';

/** Mounted once in the app shell: keeps open screens current from the live stream. */
export function LiveUpdates() {
  useLiveUpdates();
  return null;
}
