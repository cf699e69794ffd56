import { describe, expect, it } from 'vitest';
import { createMarketFeeReader } from './market-fee.ts';

const MARKETPLACE = '0x00000000000000000000000000000000000000aa';
const silent = { warn: () => undefined };

/** A chain whose listingFee answers what `answers` holds next (a number, or an Error to throw). */
function fakeChain(answers: (number | Error)[]) {
  let reads = 0;
  return {
    get reads() {
      return reads;
    },
    readContract: (async () => {
      const next = answers[Math.min(reads++, answers.length - 1)]!;
      if (next instanceof Error) throw next;
      return next;
    }) as never,
  };
}

/** The reader on `chain`, with the Marketplace deployed, a 1 s freshness and the clock `now` gives. */
function readerOn(chain: ReturnType<typeof fakeChain>, now: () => number) {
  return createMarketFeeReader({
    chain,
    deployments: { contracts: async () => ({ Marketplace: MARKETPLACE }) },
    log: silent,
    ttlMs: 1_000,
    now,
  });
}

describe('the marketplace fee the api serves', () => {
  it('reads once, answers from memory while fresh, then the old value while one read replaces it', async () => {
    let now = 0;
    const chain = fakeChain([300, 450]);
    const fee = readerOn(chain, () => now);
    expect(await fee.feeBps()).toBe(300);
    now = 999;
    expect(await fee.feeBps()).toBe(300);
    expect(chain.reads).toBe(1);
    now = 1_000;
    expect(await fee.feeBps()).toBe(300); // stale: answered at once, read in the background
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await fee.feeBps()).toBe(450);
    expect(chain.reads).toBe(2);
  });

  it('keeps the last value when the chain fails, and knows none before it ever answered', async () => {
    let now = 0;
    const chain = fakeChain([new Error('down'), 300, new Error('down')]);
    const fee = readerOn(chain, () => now);
    expect(await fee.feeBps()).toBeNull();
    expect(await fee.feeBps()).toBeNull(); // not asked again before the next try
    expect(chain.reads).toBe(1);
    now = 1_000;
    expect(await fee.feeBps()).toBe(300);
    now = 5_000;
    await fee.feeBps();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await fee.feeBps()).toBe(300);
  });

  it('is unknown while nothing is deployed', async () => {
    const fee = createMarketFeeReader({
      chain: fakeChain([300]),
      deployments: { contracts: async () => null },
      log: silent,
    });
    expect(await fee.feeBps()).toBeNull();
  });
});
