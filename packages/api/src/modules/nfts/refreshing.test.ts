import { describe, expect, it } from 'vitest';
import { refreshing } from './refreshing.ts';

describe('refreshing', () => {
  it('waits once, then answers the last value while one refresh runs in the background', async () => {
    let clock = 0;
    let computed = 0;
    let release: (() => void) | undefined;
    const value = refreshing(
      () =>
        new Promise<number>((resolve) => {
          computed += 1;
          const result = computed;
          if (computed === 1) resolve(result);
          else release = () => resolve(result);
        }),
      1000,
      () => clock,
    );
    expect(await Promise.all([value(), value()])).toEqual([1, 1]);
    clock = 1000;
    expect(await Promise.all([value(), value(), value()])).toEqual([1, 1, 1]);
    expect(computed).toBe(2);
    release?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await value()).toBe(2);
  });

  it('keeps the last good value when a refresh fails', async () => {
    let clock = 0;
    let fail = false;
    const value = refreshing(
      async () => {
        if (fail) throw new Error('down');
        return 'good';
      },
      10,
      () => clock,
    );
    expect(await value()).toBe('good');
    fail = true;
    clock = 20;
    expect(await value()).toBe('good');
  });
});
