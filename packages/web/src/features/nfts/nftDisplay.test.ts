import { describe, expect, it } from 'vitest';
import { nftCode, thumbnailSrc, thumbnailSrcSet } from './nftDisplay.ts';

const key = `${'ab12'.repeat(16)}.png`;

describe('thumbnailSrcSet', () => {
  it('offers the api-resized widths of an uploaded picture', () => {
    expect(thumbnailSrcSet(`/api/media/${key}`)).toBe(
      `/api/media/${key}?w=160 160w, /api/media/${key}?w=320 320w, /api/media/${key}?w=640 640w`,
    );
  });

  it.each([
    undefined,
    'https://example.com/picture.png',
    `/api/media/${'ab12'.repeat(16)}.svg`,
    `/api/media/${'ab12'.repeat(16)}.mp4`,
  ])('leaves %s as it is', (src) => {
    expect(thumbnailSrcSet(src)).toBeUndefined();
  });
});

describe('thumbnailSrc', () => {
  it('asks the api for one width of an uploaded picture and leaves others alone', () => {
    expect(thumbnailSrc(`/api/media/${key}`, 160)).toBe(`/api/media/${key}?w=160`);
    expect(thumbnailSrc('https://example.com/a.png', 160)).toBe('https://example.com/a.png');
    expect(thumbnailSrc(undefined, 160)).toBeUndefined();
  });
});

describe('nftCode', () => {
  it("is '#' + the token id padded to 7 digits", () => {
    expect(nftCode({ id: '5', tokenId: '42' })).toBe('#0000042');
  });

  it('shows an unminted NFT (no token id yet) by its own id, as the detail screen does', () => {
    expect(nftCode({ id: '121', tokenId: null })).toBe('#0000121');
  });
});
