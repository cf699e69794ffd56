import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localTimeFromNow } from '../i18n/timeFromNow.ts';
import { useHydrated } from './useHydrated.ts';

type When = Date | string | number;

/**
 * 'Time from now' ('3 hours ago') and the full local date and time for a title, in the reader's
 * language. A server render, and the hydration of its markup, show the day (ISO, UTC) and no title
 * instead: the server's clock and time zone are not the browser's, and text that differs from the
 * server's makes React give up the hydration (#418) and render the page again, losing a click.
 */
export function useTimeFromNow(): {
  fromNow: (when: When) => string;
  full: (when: When) => string | undefined;
} {
  const { i18n } = useTranslation();
  const hydrated = useHydrated();
  const language = i18n.language;
  return useMemo(
    () =>
      hydrated
        ? {
            fromNow: (when: When) => localTimeFromNow(when, language),
            full: (when: When) => new Date(when).toLocaleString(language),
          }
        : { fromNow: isoDay, full: () => undefined },
    [hydrated, language],
  );
}

function isoDay(when: When): string {
  const date = new Date(when);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}
