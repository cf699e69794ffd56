import { describe, expect, it } from 'vitest';
import { BusyError, createJobLimiter } from './job-limiter.ts';

describe('job limiter', () => {
  it('runs at most `limit` jobs at once, in order, and refuses past the bounded queue', async () => {
    const limiter = createJobLimiter(2, 3);
    let running = 0;
    let most = 0;
    const finished: number[] = [];
    const job = (n: number) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 10));
      running--;
      finished.push(n);
      return n;
    };
    const runs = [1, 2, 3, 4, 5].map((n) => limiter.run(job(n)));
    expect(limiter.waiting).toBe(3);
    await expect(limiter.run(job(6))).rejects.toBeInstanceOf(BusyError);
    const unbounded = limiter.run(job(7), { queue: 'unbounded' });
    expect(await Promise.all([...runs, unbounded])).toEqual([1, 2, 3, 4, 5, 7]);
    expect(most).toBe(2);
    expect(finished).toEqual([1, 2, 3, 4, 5, 7]);
  });

  it('refuses with the error it is given, and runs again once a place is free', async () => {
    const limiter = createJobLimiter(1, 0, () => new RangeError('full'));
    let finish!: () => void;
    const first = limiter.run(() => new Promise<void>((resolve) => (finish = resolve)));
    await expect(limiter.run(async () => 'second')).rejects.toThrow(RangeError);
    finish();
    await first;
    expect(await limiter.run(async () => 'third')).toBe('third');
  });

  it('refuses a job that waited longer than `waitMs` for its turn, and leaves the queue to the others', async () => {
    const limiter = createJobLimiter(1, 5);
    let finish!: () => void;
    const first = limiter.run(() => new Promise<void>((resolve) => (finish = resolve)));
    const impatient = limiter.run(async () => 'impatient', { waitMs: 20 });
    const patient = limiter.run(async () => 'patient');
    await expect(impatient).rejects.toBeInstanceOf(BusyError);
    expect(limiter.waiting).toBe(1);
    finish();
    await first;
    expect(await patient).toBe('patient');
    expect(limiter.running).toBe(0);
  });
});
