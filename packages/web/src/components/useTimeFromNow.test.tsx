// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../i18n/index.ts';
import { useTimeFromNow } from './useTimeFromNow.ts';

const SERVER_NOW = Date.parse('2026-12-03T10:00:00Z');
const SOLD_AT = '2026-12-03T09:00:00Z';

function SoldWhen() {
  const time = useTimeFromNow();
  return (
    <span data-testid="when" title={time.full(SOLD_AT)}>
      {time.fromNow(SOLD_AT)}
    </span>
  );
}

beforeAll(async () => {
  // React's act() outside Testing Library (which sets this itself).
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await startI18n();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useTimeFromNow', () => {
  it('hydrates the server’s markup without a mismatch when the browser’s clock is hours ahead, then says how long ago', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(SERVER_NOW);
    const markup = renderToString(<SoldWhen />);
    expect(markup).toContain('2026-12-03');
    expect(markup).not.toContain('title=');

    // The browser: its clock five hours on, as the auction journey sets it to the chain's.
    vi.setSystemTime(SERVER_NOW + 5 * 3_600_000);
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <SoldWhen />, { onRecoverableError: (error) => recoverable.push(error) });
    });

    expect(recoverable).toEqual([]);
    const when = container.querySelector('[data-testid="when"]')!;
    expect(when.textContent).toBe('6 hours ago');
    expect(when.getAttribute('title')).toBe(new Date(SOLD_AT).toLocaleString('en'));
    container.remove();
  });
});
