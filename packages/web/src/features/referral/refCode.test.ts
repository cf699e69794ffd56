import { describe, expect, it } from 'vitest';
import { refCapture } from './refCode.ts';

describe('refCapture', () => {
  it('stores the code in the refCode cookie (path /) and strips only ref', () => {
    expect(refCapture('https://m.example/dashboard?category=3&ref=AB12#top')).toEqual({
      cookie: 'refCode=AB12; path=/; max-age=2592000; SameSite=Lax',
      url: '/dashboard?category=3#top',
    });
  });

  it('stores the profile link’s ?refCode= the same way and strips it', () => {
    expect(refCapture('https://m.example/?refCode=%20alice%20')).toEqual({
      cookie: 'refCode=alice; path=/; max-age=2592000; SameSite=Lax',
      url: '/',
    });
    expect(refCapture('https://m.example/detail/7?refCode=alice&x=1')?.url).toBe('/detail/7?x=1');
  });

  it('does nothing without ref', () => {
    expect(refCapture('https://m.example/?category=3')).toBeNull();
  });

  it('strips an empty ref without writing a cookie', () => {
    expect(refCapture('https://m.example/?ref=')).toEqual({ cookie: '', url: '/' });
  });

  it('encodes the code', () => {
    expect(refCapture('https://m.example/?ref=a%3Bb')?.cookie).toMatch(/^refCode=a%3Bb;/);
  });
});
