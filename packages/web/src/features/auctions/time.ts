import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * The clock auctions count down with: one ticker for every countdown on screen (a list of cards,
 * the detail), running only while one is shown. A server render and the hydration of its markup
 * have no clock (null), so the page the server sends and the one the browser hydrates agree.
 */
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * The clock's reading. While no countdown is shown the ticker is stopped: the reading is brought up
 * to date when it is a second or more off, so that a render reads one value however often it asks
 * (useSyncExternalStore asks twice and would render again, and again, for a value that changes).
 */
function reading(): number {
  if (!timer && Math.abs(Date.now() - now) >= 1000) now = Date.now();
  return now;
}

/** The time now in ms, ticking each second; null in a server render and while hydrating. */
export function useNow(): number | null {
  return useSyncExternalStore(subscribe, reading, () => null);
}

type Unit = 'd' | 'h' | 'm' | 's';

/** A duration in ms as days, hours, minutes and seconds (whole, rounded down; never negative). */
export function splitDuration(ms: number): Record<Unit, number> {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    d: Math.floor(total / 86_400),
    h: Math.floor((total % 86_400) / 3_600),
    m: Math.floor((total % 3_600) / 60),
    s: total % 60,
  };
}

/**
 * Time left in words from the largest unit that is not zero: all of them on the detail's
 * countdown ('1d 2h 3m 4s'), the two largest on a card ('1d 2h', '3m 4s').
 */
export function useTimeLeftText(): (ms: number, units?: number) => string {
  const { t } = useTranslation();
  return useCallback(
    (ms: number, units = 4) => {
      const parts = splitDuration(ms);
      const order: Unit[] = ['d', 'h', 'm', 's'];
      const first = order.findIndex((unit) => parts[unit] > 0);
      const shown = order.slice(first === -1 ? 3 : first).slice(0, units);
      return shown.map((unit) => t(`auction.unit.${unit}`, { n: parts[unit] })).join(' ');
    },
    [t],
  );
}

/** Ms until an ISO end time (negative once past). */
export const msUntil = (endTime: string, at: number): number => Date.parse(endTime) - at;
