import { describe, expect, it } from 'vitest';
import { makeAddToCollectionSchema, makeCollectionFormSchema } from './collection.ts';

const png = { name: 'cover.png', size: 100 };
const valid = { collectionName: 'Homes', description: 'Nice', cover: png, avatar: 'https://cdn/avatar.png' };
const messagesOf = (input: unknown) =>
  makeCollectionFormSchema()
    .safeParse(input)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('collection form', () => {
  it('accepts a new file or a stored url, keeping the file object', () => {
    const parsed = makeCollectionFormSchema().parse(valid);
    expect(parsed.cover).toBe(png);
    expect(parsed.avatar).toBe('https://cdn/avatar.png');
  });

  it('name is required and at most 50 characters', () => {
    expect(messagesOf({ ...valid, collectionName: '  ' })).toEqual([
      ['collectionName', 'Collection name is required'],
    ]);
    expect(messagesOf({ ...valid, collectionName: undefined })).toEqual([
      ['collectionName', 'Collection name is required'],
    ]);
    expect(messagesOf({ ...valid, collectionName: 'a'.repeat(50) })).toBeUndefined();
    expect(messagesOf({ ...valid, collectionName: 'a'.repeat(51) })).toEqual([
      ['collectionName', 'Maximum  length is 50 characters'],
    ]);
  });

  it('description is optional and at most 1000 characters', () => {
    expect(makeCollectionFormSchema().parse({ ...valid, description: undefined }).description).toBe('');
    expect(messagesOf({ ...valid, description: 'a'.repeat(1000) })).toBeUndefined();
    expect(messagesOf({ ...valid, description: 'a'.repeat(1001) })).toEqual([
      ['description', 'Maximum  length is 1000 characters'],
    ]);
  });

  it('cover and avatar are required', () => {
    expect(messagesOf({ ...valid, cover: undefined, avatar: '' })).toEqual([
      ['cover', 'Cover image is required'],
      ['avatar', 'Avatar image is required'],
    ]);
  });

  it('images are png/jpg/jpeg up to 50 MB', () => {
    expect(messagesOf({ ...valid, cover: { name: 'a.gif', size: 10 } })).toEqual([
      ['cover', 'File format not supported! (Supported file formats: .png, .jpg, .jpeg)'],
    ]);
    expect(messagesOf({ ...valid, avatar: { name: 'a.jpeg', size: 52428801 } })).toEqual([
      ['avatar', 'Max size of file is 50Mb'],
    ]);
    expect(messagesOf({ ...valid, avatar: { name: 'a.JPG', size: 52428800 } })).toBeUndefined();
  });
});

describe('add to collection', () => {
  it('needs at least one NFT', () => {
    const schema = makeAddToCollectionSchema();
    expect(schema.safeParse({ nfts: [] }).success).toBe(false);
    expect(schema.safeParse({ nfts: [{ tokenId: '1', contractAddress: '0xabc' }] }).success).toBe(true);
  });
});
