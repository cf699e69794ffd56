import { describe, expect, it } from 'vitest';
import { hook } from './hooks.ts';
import { preloadFont } from './preloadFont.ts';

const transform = hook(preloadFont(), 'transformIndexHtml');

describe('preloadFont', () => {
  it("preloads the text font's Latin subset that the build emitted", () => {
    const bundle = {
      'assets/plus-jakarta-sans-latin-ext-wght-normal-Ab12.woff2': {},
      'assets/plus-jakarta-sans-latin-wght-normal-Cd34_x.woff2': {},
      'assets/index-Ef56.js': {},
    };
    expect(transform('<html></html>', { bundle })).toEqual([
      {
        tag: 'link',
        attrs: {
          rel: 'preload',
          href: '/assets/plus-jakarta-sans-latin-wght-normal-Cd34_x.woff2',
          as: 'font',
          type: 'font/woff2',
          crossorigin: '',
        },
        injectTo: 'head',
      },
    ]);
  });

  it('adds nothing when the build has no such font (the dev server)', () => {
    expect(transform('<html></html>', { bundle: { 'assets/index.js': {} } })).toEqual([]);
    expect(transform('<html></html>', {})).toEqual([]);
  });
});
