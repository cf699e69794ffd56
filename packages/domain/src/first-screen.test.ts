import { describe, expect, it } from 'vitest';
import {
  bandWidth,
  DESKTOP_WIDTH,
  decodeUiCookie,
  encodeUiCookie,
  isServerRendered,
  MOBILE_WIDTH,
  renderedFor,
  serverRenderedScreen,
  type UiView,
} from './first-screen.ts';
import { protectedRoutes, routes } from './routes.ts';

describe('server-rendered pages', () => {
  it('are every screen of the route table a visitor may open', () => {
    expect(serverRenderedScreen('/')).toBe('home');
    expect(serverRenderedScreen('/dashboard')).toBe('dashboard');
    expect(serverRenderedScreen('/dashboard/detail/1')).toBe('dashboardDetail');
    expect(serverRenderedScreen('/detail/12')).toBe('detail');
    expect(serverRenderedScreen('/explores')).toBe('explores');
    expect(serverRenderedScreen('/login')).toBe('login');
    expect(serverRenderedScreen('/not-found')).toBe('notFound');
  });

  it('leave out the signed-in screens and paths outside the table', () => {
    for (const name of protectedRoutes) {
      const pattern = (routes[name] as () => string)();
      const path = pattern.replace(/:(\w+)/g, (_all, key: string) => (key === 'categoryId' ? '54' : '1'));
      expect({ path, rendered: isServerRendered(path) }).toEqual({ path, rendered: false });
    }
    expect(isServerRendered('/no/such/page')).toBe(false);
    expect(isServerRendered('/api/v1/nft')).toBe(false);
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
    { mode: 'dark', lang: 'vi', width: 1280, list: 'list' },
    { mode: 'light', lang: 'en', width: 412, list: 'grid' },
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
    expect(decodeUiCookie('ui=dark.en.1280.table')).toBeUndefined();
  });

  it('reads a cookie written before the list view as the grid', () => {
    expect(decodeUiCookie('ui=dark.en.1280')).toEqual({
      mode: 'dark',
      lang: 'en',
      width: 1280,
      list: 'grid',
    });
  });

  it('names the render on <html data-ssr>', () => {
    expect(renderedFor({ mode: 'dark', lang: 'vi', width: 600, list: 'list' })).toBe('dark vi 600 list');
  });
});
