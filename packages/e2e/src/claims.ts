import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

/**
 * NFTs a scenario takes to change them (mint, buy, list, transfer, swap). Two files run at a time
 * on one shared system and pick from the same demo users' items, so a file takes an item only if
 * no file took it before: a claim is a file created exclusively (`wx`) in the run's claims folder,
 * which is atomic across the test workers. A retried scenario claims a fresh item.
 */
export function claim(nftId: string): boolean {
  try {
    writeFileSync(join(inject('claimsDir'), nftId), '', { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The first of `items` (in their order) that no scenario took before, now taken; undefined if none. */
export function claimFirst<T extends { id: string }>(items: readonly T[]): T | undefined {
  return items.find((item) => claim(item.id));
}
