import { describe, expect, it } from 'vitest';
import { buildCreatePayload, defaultTitle, emptyValues, makeCreateFormSchema } from './createForm.ts';

const category = { id: 54, name: 'vr3DNFTs', nftCategoryId: 4, sub: { id: 70, name: 'Furniture' } };
const file = { name: 'chair.glb', size: 2048 };
const values = {
  ...emptyValues('vr3DNFTs'),
  title: '  Chair  ',
  price: '12.5',
  currency: 'BIVE',
  isShow: true,
  styles: ['Cartoon', 'Realistic'],
  properties: [
    { label: 'Colour', value: 'Red' },
    { label: '', value: '' },
  ],
  file,
};
const files = { url: '/api/media/a.glb', isModel: true, avatarUrl: '/api/media/p.png' };

describe('create payload', () => {
  it('drops the price, currency and isShow of a non-admin (the api forces them)', () => {
    const payload = buildCreatePayload(values, category, files, false);
    expect(payload.moralisData.isShow).toBe(false);
    expect(payload.moralisData.currency).toBeUndefined();
    expect(payload.moralisData.components?.price).toBeUndefined();
    expect(payload.nftData).toMatchObject({
      title: 'Chair',
      model_file: '/api/media/a.glb',
      file_upload: '/api/media/a.glb',
      avatar: '/api/media/p.png',
      nft_category: '4',
      styles: ['Cartoon', 'Realistic'],
      properties: [{ label: 'Colour', value: 'Red' }],
    });
  });

  it("keeps an admin's price, currency and show-on-marketplace", () => {
    const payload = buildCreatePayload(values, category, files, true);
    expect(payload.moralisData).toMatchObject({
      currency: 'BIVE',
      mintingCurrency: 'BIVE',
      isShow: true,
      components: { price: '12.5' },
      category: { categoryId: 54, subCategoryId: 70, subCategoryName: 'Furniture' },
    });
  });
});

describe('create form rules', () => {
  const schema = makeCreateFormSchema({ isAdmin: false, needsSubCategory: false, fileKind: 'model' });
  const firstMessage = (input: object) => {
    const result = schema.safeParse({ ...values, ...input });
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('refuses a bad resource URL before the file is checked, on the Resource URL field', () => {
    const result = schema.safeParse({ ...values, resourceUrl: 'not a url', file: null });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ message: 'INVALID_URL', path: ['resourceUrl'] });
  });

  it('checks in the spec order: title, then the file, then the properties', () => {
    expect(firstMessage({ title: ' ', file: null })).toBe('INVALID_TITLE');
    expect(firstMessage({ file: null })).toBe('EMPTY_FILE');
    expect(firstMessage({ properties: [{ label: 'Colour', value: '' }] })).toBe('PROPERTIES_INVALID');
    expect(firstMessage({})).toBeNull();
  });

  it('prefills the title with the category name and a timestamp', () => {
    expect(defaultTitle('vr3DNFTs', new Date(2026, 10, 24, 9, 5, 7))).toBe('vr3DNFTs 20261124090507');
  });
});
