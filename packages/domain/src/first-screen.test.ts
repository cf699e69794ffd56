import { describe, expect, it } from 'vitest';
import {
  bandWidth,
  DESKTOP_WIDTH,
  decodeUiCookie,
  encodeUiCookie,
  isMarketplaceList,
  isServerRendered,
  MOBILE_WIDTH,
  renderedFor,
  type UiView,
} from './first-screen.ts';

describe('server-rendered pages', () => {
  it('are the entry pages of visitors', () => {
    expect(isServerRendered('/')).toBe(true);
    expect(isServerRendered('/dashboard')).toBe(true);
    expect(isServerRendered('/dashboard/detail/1')).toBe(false);
    expect(isServerRendered('/login')).toBe(false);
  });

  it('show the card list on /dashboard and /?category=', () => {
    const list = (url: string) => {
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      return isMarketplaceList(pathname, searchParams);
    };
    expect(list('/dashboard')).toBe(true);
    expect(list('/dashboard?search=tree')).toBe(true);
    expect(list('/?category=54')).toBe(true);
    expect(list('/')).toBe(false);
    expect(list('/?search=tree')).toBe(false);
    expect(list('/explores?category=54')).toBe(false);
  });
});

describe('width bands', () => {
  it('render every width of a band at its lower limit, a phone below the first', () => {
    expect(bandWidth(320)).toBe(MOBILE_WIDTH);
    expect(bandWidth(599)).toBe(MOBILE_WIDTH);
    expect(bandWidth(600)).toBe(600);
    expect(bandWidth(899)).toBe(600);
    expect(bandWidth(1280)).toBe(1200);
    expect(bandWidth(2560)).toBe(1536);
    expect(bandWidth(DESKTOP_WIDTH)).toBe(1200);
  });
});

describe('the ui cookie', () => {
  it.each<UiView>([
    { mode: 'dark', lang: 'vi', width: 1280 },
    { mode: 'light', lang: 'en', width: 412 },
  ])('reads back what it wrote: %o', (view) => {
    const written = encodeUiCookie(view);
    expect(written).toMatch(/; path=\/; max-age=31536000; samesite=lax$/);
    const pair = written.split(';')[0];
    expect(decodeUiCookie(`a=1; ${pair}; b=2`)).toEqual(view);
  });

  it('is absent when missing or malformed', () => {
    expect(decodeUiCookie(undefined)).toBeUndefined();
    expect(decodeUiCookie('ui=blue.en.1280')).toBeUndefined();
    expect(decodeUiCookie('ui=dark.fr.1280')).toBeUndefined();
    expect(decodeUiCookie('xui=dark.en.1280')).toBeUndefined();
  });

  it('names the render on <html data-ssr>', () => {
    expect(renderedFor({ mode: 'dark', lang: 'vi', width: 600 })).toBe('dark vi 600');
  });
});
