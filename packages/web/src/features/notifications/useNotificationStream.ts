import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../api/ApiError.ts';
import { reopenDelay } from '../live/useLiveUpdates.ts';
import { openNotificationStream } from './api.ts';
import { refreshNotifications } from './queries.ts';
import { takeMessages } from './sse.ts';

/**
 * Keeps the signed-in user's bell current: one stream per tab of their new notifications (ADR
 * 0055). Each `notification` message makes the list ask again; so does every new stream after the
 * first (what came while none was open is in the list). A stream that reaches STREAM_MS is
 * replaced at once; one the server ends or that fails is opened again later, later each time it
 * fails in a row; a 401 stops it.
 */
export function useNotificationStream(token: string | null): void {
  const client = useQueryClient();
  useEffect(() => {
    if (token === null || typeof ReadableStream === 'undefined') return;
    const stop = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failed = 0;
    let opened = 0;
    const run = async () => {
      try {
        const body = await openNotificationStream(stop.signal);
        failed = 0;
        if (opened++ > 0) void refreshNotifications(client);
        const decoder = new TextDecoder();
        let text = '';
        const reader = body.getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) {
            // Ended by the server (a restart): opened again after a pause, never in a tight loop.
            failed++;
            break;
          }
          text += decoder.decode(value, { stream: true });
          const { messages, rest } = takeMessages(text);
          text = rest;
          if (messages.some((message) => message.event === 'notification')) void refreshNotifications(client);
        }
      } catch (error) {
        if (stop.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) return;
        // The planned end of a stream (STREAM_MS) is no failure: the next one opens at once.
        if (!(error instanceof DOMException && error.name === 'TimeoutError')) failed++;
      }
      if (stop.signal.aborted) return;
      retry = setTimeout(() => void run(), failed === 0 ? 0 : reopenDelay(failed - 1));
    };
    void run();
    return () => {
      stop.abort();
      clearTimeout(retry);
    };
  }, [client, token]);
}
