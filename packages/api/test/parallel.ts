import { it } from 'vitest';

/** How many identical requests a once-only rule is tested with (DESIGN.md "Rules that must hold once"). */
export const PARALLEL_REQUESTS = 32;

/**
 * A test of a once-only rule. It runs on both drivers, but only PostgreSQL runs the requests
 * side by side (PGlite has one connection and serialises them), so CI's PostgreSQL run is the
 * one that proves the rule; the PGlite run still checks the effect and the answers.
 */
export const itOnce = (title: string, fn: () => Promise<void>, timeout = 60_000) =>
  it(`${title} (${PARALLEL_REQUESTS} identical requests at once)`, fn, timeout);

type Answer = { statusCode: number };

/**
 * Sends `send()` `count` times at once and waits for every answer. `statuses` counts the answers
 * by status code (`{ 201: 1, 409: 31 }`), which a test compares whole: exactly one effect, and
 * every other request refused with the rule's own error rather than a 500.
 */
export async function fireAtOnce<T extends Answer>(
  send: (index: number) => Promise<T>,
  count = PARALLEL_REQUESTS,
): Promise<{ answers: T[]; statuses: Record<number, number> }> {
  // Every request is built before any is awaited, so none waits for another to start.
  const pending = Array.from({ length: count }, (_, index) => send(index));
  const answers = await Promise.all(pending);
  const statuses: Record<number, number> = {};
  for (const answer of answers) statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
  return { answers, statuses };
}
