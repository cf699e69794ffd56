import { describe, expect, it } from 'vitest';
import { createNftCategory } from './create-nft.ts';

describe('the create payload’s category ids', () => {
  it('take a positive number or its digits', () => {
    expect(createNftCategory.parse({ categoryId: 54, subCategoryId: '7' })).toMatchObject({
      categoryId: 54,
      subCategoryId: 7,
    });
  });

  it('refuse zero and digits with a leading zero, which name no category', () => {
    for (const categoryId of [0, '0', '054', '-1', '1.5']) {
      expect(createNftCategory.safeParse({ categoryId }).success, String(categoryId)).toBe(false);
    }
  });
});
