import { useQueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@vrmarket/domain';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { toast } from '../../app/toast.ts';
import { useSessionWallet } from '../session/useSession.ts';
import { applyLiveEvent } from './applyLiveEvent.ts';
import { liveFilterOf, liveUrl } from './liveFilter.ts';

/** Wait before a new stream when the browser gave one up; doubled after each refused one. */
const REOPEN_MS = 2000;
/** The longest wait between refused streams (the api refuses a client with too many open). */
const MAX_REOPEN_MS = 60_000;

/** How long to wait before a new stream after `refused` streams in a row failed outright. */
export const reopenDelay = (refused: number): number => Math.min(REOPEN_MS * 2 ** refused, MAX_REOPEN_MS);

type LiveEventShape = typeof import('./liveEventShape.ts')['liveEventShape'];
let shape: Promise<LiveEventShape> | undefined;

/**
 * The events' schema, loaded with zod when the first event comes: this hook is on every page, most
 * pages never get an event, and zod is ~25 KB gzip of code to load and set up on the main thread.
 * A failed load is tried again at the next event.
 */
function liveEventShape(): Promise<LiveEventShape> {
  shape ??= import('./liveEventShape.ts').then(
    (module) => module.liveEventShape,
    (error: unknown) => {
      shape = undefined;
      throw error;
    },
  );
  return shape;
}

/**
 * One EventSource per tab on GET /api/v1/events, its filter from the screen (liveFilter.ts). The
 * browser reconnects by itself after a drop and sends the last `id:` it got (Last-Event-ID), so
 * the server replays what was missed; a change of screen opens a new stream from the same id.
 */
export function useLiveUpdates(): void {
  const client = useQueryClient();
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const wallet = useSessionWallet();
  const filter = useMemo(() => liveFilterOf(pathname, search, wallet), [pathname, search, wallet]);
  const key = JSON.stringify(filter);
  const lastId = useRef<string | undefined>(undefined);
  const latest = useRef({ t, wallet });
  latest.current = { t, wallet };

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let applying = Promise.resolve();
    let closed = false;
    let refused = 0;
    const open = () => {
      source = new EventSource(liveUrl(JSON.parse(key), lastId.current));
      source.onopen = () => {
        refused = 0;
      };
      // Applied one after the other, in the order they came (the first waits for the schema).
      source.onmessage = (message: MessageEvent<string>) => {
        applying = applying.then(async () => {
          let event: LiveEvent;
          try {
            event = (await liveEventShape()).parse(JSON.parse(message.data));
          } catch {
            return;
          }
          if (closed) return;
          lastId.current = event.id;
          const notice = applyLiveEvent(client, event, latest.current.wallet);
          if (notice)
            toast(
              latest.current.t(notice.key, { price: notice.price, currency: notice.currency }),
              'success',
            );
        });
      };
      // The browser retries a dropped stream itself, but gives up when a retry fails outright
      // (offline, or refused): then a new stream from the last id, later each time it fails again.
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        source.close();
        retry = setTimeout(open, reopenDelay(refused));
        refused++;
      };
    };
    open();
    return () => {
      closed = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [client, key]);
}
