import { describe, expect, it } from 'vitest';
import * as c from './constants.ts';

// The values themselves are the requirements' (R-CONST-…) and are read where they are used; these are the
// relations between them that an edit of one value could break.

const noDuplicates = (list: readonly string[]) => new Set(list).size === list.length;

describe('business constants (R-CONST-…) agree with each other', () => {
  it('every page size the web asks for is one the api accepts', () => {
    const tooLarge = Object.entries(c.PAGE_SIZE).filter(([, size]) => size > c.MAX_PAGE_SIZE);
    expect(tooLarge).toEqual([]);
  });

  it("the marketplace fee's basis points are its percent", () => {
    expect(c.MARKETPLACE_FEE.basisPoints).toBe(c.MARKETPLACE_FEE.percent * 100);
  });

  it('the upload limit is 50 MiB counted in kibibytes, and a flexible stake waits 30 days', () => {
    expect(c.UPLOAD.maxBytes).toBe(50 * c.UPLOAD.kibibyte * c.UPLOAD.kibibyte);
    expect(c.STAKING.dayMs).toBe(24 * 60 * 60 * 1000);
    expect(c.STAKING.flexibleClaimWaitMs).toBe(30 * c.STAKING.dayMs);
  });

  it('the chain ids are hexadecimal chain ids', () => {
    expect(Number(c.CHAIN_ID.mainnet)).toBe(56);
    expect(Number(c.CHAIN_ID.testnet)).toBe(97);
  });

  it('ranges are ordered: store sizes, pro types', () => {
    expect(c.STORE_SIZE_THRESHOLDS.small).toBeLessThan(c.STORE_SIZE_THRESHOLDS.medium);
    const { min, max, default: byDefault, createCollection } = c.PRO_TYPE;
    for (const proType of [byDefault, createCollection]) {
      expect(proType).toBeGreaterThanOrEqual(min);
      expect(proType).toBeLessThanOrEqual(max);
    }
  });

  it('the category and style lists, and the storage keys, name nothing twice', () => {
    for (const list of [c.STYLES_3D, c.CREATABLE_CATEGORY_TYPES, c.TEMPLATE_TYPES, c.OTHER_CATEGORY_TYPES])
      expect(noDuplicates(list), list.join(', ')).toBe(true);
    expect(noDuplicates(Object.values(c.STORAGE_KEYS))).toBe(true);
  });
});
