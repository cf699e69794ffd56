import type { LiveEvent } from '@vrmarket/domain';

export type SseStream = {
  /** Every event received so far, in order. */
  events: LiveEvent[];
  status: number;
  /** Resolves with the last `id:` received (an event's, or the position a new stream names first). */
  lastId(timeoutMs?: number): Promise<string>;
  /** Resolves once `count` events have arrived (throws after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<LiveEvent[]>;
  close(): void;
};

/**
 * An EventSource-like reader of `GET /api/v1/events` over a real socket: parses `id:` / `data:`
 * messages (comments and `retry:` are skipped) into LiveEvents, keeping the last `id:` as an
 * EventSource does (also from a message without data).
 */
export async function openStream(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const events: LiveEvent[] = [];
  let lastId: string | undefined;
  let waiters: (() => void)[] = [];
  const reading = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let text = '';
    for await (const chunk of response.body) {
      text += decoder.decode(chunk as Uint8Array, { stream: true });
      let end = text.indexOf('\n\n');
      while (end >= 0) {
        const message = text.slice(0, end);
        text = text.slice(end + 2);
        const id = message
          .split('\n')
          .find((line) => line.startsWith('id: '))
          ?.slice(4);
        if (id !== undefined) lastId = id;
        const data = message
          .split('\n')
          .filter((line) => line.startsWith('data: '))
          .map((line) => line.slice(6))
          .join('\n');
        if (data) events.push(JSON.parse(data) as LiveEvent);
        end = text.indexOf('\n\n');
      }
      for (const wake of waiters) wake();
      waiters = [];
    }
  })().catch(() => {});
  return {
    events,
    status: response.status,
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (events.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`timed out with ${events.length} of ${count} events: ${JSON.stringify(events)}`);
        }
        await Promise.race([
          new Promise<void>((resolve) => waiters.push(resolve)),
          new Promise((resolve) => setTimeout(resolve, 100)),
          reading,
        ]);
      }
      return events.slice(0, count);
    },
    async lastId(timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (lastId === undefined) {
        if (Date.now() > deadline) throw new Error('timed out before any id');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return lastId;
    },
    close: () => abort.abort(),
  };
}
