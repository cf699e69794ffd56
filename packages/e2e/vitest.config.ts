import { defineConfig } from 'vitest/config';

/**
 * Files that change what every other file relies on, so they run after the other shared-system
 * files, one at a time: staking moves the chain's clock (evm_increaseTime); mint-balance empties
 * pro2's USDT, which a sale paying pro2 beside it would fill again; chain-silent stops mining.
 */
const runAlone = ['tests/staking.test.ts', 'tests/mint-balance.test.ts', 'tests/chain-silent.test.ts'];
/**
 * Auctions move the chain's clock by hours and set the browser's to it; they run alone, before
 * staking moves it a month on (the browser would then drop its week-long sign-in as expired).
 * Offers run alone beside them: one journey empties bob's USDT for a moment.
 */
const clockFirst = ['tests/auction.test.ts', 'tests/offers.test.ts'];

const common = {
  // A bound for a scenario that hangs, not a speed check: the longest (two users, a purchase on
  // the chain, six pages) fit in 60 s on one machine and not on another 2.3× slower.
  testTimeout: 120_000,
  hookTimeout: 180_000,
  // expect.poll's own default (1 s) is shorter than one api request on a loaded two-core machine
  // (1–6 s seen in a full run): a poll waits for what a page does after a click, bounded like the
  // files' own `poll` helpers.
  expect: { poll: { timeout: 15_000 } },
  // A worker's files share what they import (playwright, viem, the seed's catalogue): importing it
  // afresh for each file took a second or two between files. No file keeps state in a shared module.
  isolate: false,
};

export default defineConfig({
  test: {
    // Starts the shared system once for every project (projects inherit what it provides).
    globalSetup: ['./src/global-setup.ts'],
    projects: [
      {
        // Not `extends: true`: the root's globalSetup would run again for each project.
        test: {
          name: 'shared-system',
          include: ['tests/**/*.test.ts'],
          exclude: [...runAlone, ...clockFirst],
          ...common,
          // One browser per file; two files at a time on two cores.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'clock-first',
          include: clockFirst,
          ...common,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // On the shared system once the others are done: a chain clock a month ahead would expire
        // their wall-clock permit and swap-key deadlines.
        test: {
          name: 'run-alone',
          include: runAlone,
          ...common,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
