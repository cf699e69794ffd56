import { describe, expect, it } from 'vitest';
import {
  arePropertyRowsValid,
  type CreateNftInput,
  createNftErrorCode,
  isValidTitle,
  keptPropertyRows,
  makePropertyRowsSchema,
  makeTitleSchema,
  serializeProperties,
} from './nft-form.ts';

describe('NFT title', () => {
  it.each([
    ['My home', true],
    ['  padded  ', true],
    ['a'.repeat(50), true],
    ['a'.repeat(51), false],
    ['', false],
    ['   ', false],
  ])('%j valid: %s', (title, valid) => {
    expect(isValidTitle(title)).toBe(valid);
  });

  it('the schema trims and says INVALID_TITLE', () => {
    expect(makeTitleSchema().parse('  x ')).toBe('x');
    expect(makeTitleSchema().safeParse(' ').error?.issues[0]?.message).toBe('Title is required.');
  });
});

describe('property rows', () => {
  it.each([
    [[{ label: 'Color', value: 'Red' }], true],
    [[{ label: '', value: '' }], true],
    [[{ label: '  ', value: '' }], true],
    [[{ label: 'Color', value: '' }], false],
    [[{ label: '', value: 'Red' }], false],
    [[{ label: 'a'.repeat(50), value: 'b'.repeat(50) }], true],
    [[{ label: 'a'.repeat(51), value: 'b' }], false],
    [[{ label: 'a', value: 'b'.repeat(51) }], false],
    [[], true],
  ])('%j valid: %s', (rows, valid) => {
    expect(arePropertyRowsValid(rows)).toBe(valid);
  });

  it('keeps rows with both label and value', () => {
    expect(
      keptPropertyRows([
        { label: ' Color ', value: 'Red' },
        { label: '', value: '' },
      ]),
    ).toEqual([{ label: 'Color', value: 'Red' }]);
  });

  it('serialises rows, styles joined by "/" and the attached link', () => {
    const json = serializeProperties([{ label: 'Color', value: 'Red' }], {
      styles: ['Cartoon', 'Minecraft'],
      attached: 'https://a.io',
    });
    expect(JSON.parse(json)).toEqual({ Color: 'Red', Styles: 'Cartoon/Minecraft', Attached: 'https://a.io' });
    expect(serializeProperties([])).toBe('{}');
  });

  it('the schema says PROPERTIES_INVALID', () => {
    const result = makePropertyRowsSchema().safeParse([{ label: 'x', value: '' }]);
    expect(result.error?.issues[0]?.message).toBe('Please fill up all fields.');
  });
});

describe('createNftErrorCode (order: title, price, sub type, URL, file, properties)', () => {
  const valid: CreateNftInput = {
    title: 'Home',
    isAdmin: false,
    needsSubCategory: true,
    subCategoryId: 3,
    attachedLink: '',
    fileKind: 'media',
    file: { name: 'a.png', size: 10 },
    properties: [],
  };
  const allBad: CreateNftInput = {
    title: '',
    isAdmin: true,
    price: 'x',
    currency: 'USDT',
    needsSubCategory: true,
    subCategoryId: null,
    attachedLink: 'bad link',
    fileKind: 'media',
    file: null,
    properties: [{ label: 'x', value: '' }],
  };

  it('passes a valid form', () => {
    expect(createNftErrorCode(valid)).toBeNull();
  });

  it('reports the errors one at a time in order', () => {
    const steps: [Partial<CreateNftInput>, string | null][] = [
      [{}, 'INVALID_TITLE'],
      [{ title: 'Home' }, 'INVALID_PRICE'],
      [{ price: '5' }, 'INVALID_SUB_TYPE'],
      [{ subCategoryId: 2 }, 'INVALID_URL'],
      [{ attachedLink: 'https://a.io' }, 'EMPTY_FILE'],
      [{ file: { name: 'a.png', size: 10 } }, 'PROPERTIES_INVALID'],
      [{ properties: [] }, null],
    ];
    let input = allBad;
    for (const [change, expected] of steps) {
      input = { ...input, ...change };
      expect(createNftErrorCode(input)).toBe(expected);
    }
  });

  it('does not check the price of a non-admin (it is forced to 0)', () => {
    expect(createNftErrorCode({ ...valid, price: 'x' })).toBeNull();
  });

  it('an admin must pick a currency', () => {
    expect(createNftErrorCode({ ...valid, isAdmin: true, price: '5', currency: null })).toBe(
      'INVALID_CURRENCY',
    );
    expect(createNftErrorCode({ ...valid, isAdmin: true, price: '5', currency: 'BIVE' })).toBeNull();
  });

  it('skips the sub category when the form has none', () => {
    expect(createNftErrorCode({ ...valid, needsSubCategory: false, subCategoryId: undefined })).toBeNull();
  });

  it('reports the file format and size', () => {
    expect(createNftErrorCode({ ...valid, fileKind: 'model' })).toBe('FILE_FORMAT_NOT_SUPPORTED');
    expect(createNftErrorCode({ ...valid, file: { name: 'a.png', size: 52428801 } })).toBe('FILE_TOO_LARGE');
  });

  it('checks the resource URL with the link, after the sub type and before the file', () => {
    expect(createNftErrorCode({ ...valid, resourceUrl: 'not a url' })).toBe('INVALID_URL');
    expect(createNftErrorCode({ ...valid, resourceUrl: `https://a.io/${'x'.repeat(40)}` })).toBe(
      'INVALID_URL',
    );
    expect(createNftErrorCode({ ...valid, resourceUrl: 'not a url', file: null })).toBe('INVALID_URL');
    expect(createNftErrorCode({ ...valid, resourceUrl: 'not a url', subCategoryId: null })).toBe(
      'INVALID_SUB_TYPE',
    );
    expect(createNftErrorCode({ ...valid, resourceUrl: 'https://vr.example/space' })).toBeNull();
  });

  it('limits the attached link to 50 characters', () => {
    expect(createNftErrorCode({ ...valid, attachedLink: `https://a.io/${'x'.repeat(40)}` })).toBe(
      'INVALID_URL',
    );
  });
});
