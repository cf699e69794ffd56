import { describe, expect, it } from 'vitest';
import {
  bandWidth,
  DESKTOP_WIDTH,
  decodeSessionCookie,
  decodeUiCookie,
  encodeSessionCookie,
  encodeUiCookie,
  isServerRendered,
  MOBILE_WIDTH,
  renderedFor,
  serverRenderedScreen,
  sessionMark,
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

  const protectedPaths = protectedRoutes.map((name) =>
    (routes[name] as () => string)().replace(/:(\w+)/g, (_all, key: string) =>
      key === 'categoryId' ? '54' : '1',
    ),
  );

  it('leave out the signed-in screens for a visitor, and paths outside the table', () => {
    for (const path of protectedPaths) {
      expect({ path, rendered: isServerRendered(path) }).toEqual({ path, rendered: false });
    }
    expect(isServerRendered('/no/such/page')).toBe(false);
    expect(isServerRendered('/api/v1/nft')).toBe(false);
  });

  it('are every screen of the table for a signed-in user, and nothing outside it', () => {
    for (const path of protectedPaths) {
      expect({ path, rendered: isServerRendered(path, true) }).toEqual({ path, rendered: true });
    }
    expect(serverRenderedScreen('/add-new-nft', true)).toBe('addNewNft');
    expect(serverRenderedScreen('/detail/12', true)).toBe('detail');
    expect(isServerRendered('/no/such/page', true)).toBe(false);
    expect(isServerRendered('/api/v1/nft', true)).toBe(false);
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
    expect(renderedFor({ mode: 'light', lang: 'en', width: 1200, list: 'grid' }, '7.1700000000')).toBe(
      'light en 1200 grid 7.1700000000',
    );
  });
});

/** A JWT-shaped token with these claims (the signature is not checked here). */
const token = (claims: object) =>
  ['{"alg":"HS256"}', JSON.stringify(claims)]
    .map((part) => Buffer.from(part).toString('base64url'))
    .concat('c2lnbmF0dXJl_-')
    .join('.');

describe('the session cookie', () => {
  it('reads back the token it wrote, and is removed with null', () => {
    const written = encodeSessionCookie(token({ sub: '7', iat: 1 }));
    expect(written).toMatch(/^session=[\w-]+\.[\w-]+\.[\w-]+; path=\/; samesite=lax; max-age=31536000$/);
    expect(decodeSessionCookie(`ui=dark.en.1280; ${written.split(';')[0]}; b=2`)).toBe(
      token({ sub: '7', iat: 1 }),
    );
    expect(encodeSessionCookie(null)).toBe('session=; path=/; samesite=lax; max-age=0');
    expect(encodeSessionCookie(token({}), { secure: true })).toContain('; secure;');
  });

  it('is absent when missing or not token-shaped', () => {
    expect(decodeSessionCookie(undefined)).toBeUndefined();
    expect(decodeSessionCookie('session=')).toBeUndefined();
    expect(decodeSessionCookie('session=abc')).toBeUndefined();
    expect(decodeSessionCookie('xsession=a.b.c')).toBeUndefined();
    expect(decodeSessionCookie('session=a.b.c"<x>')).toBeUndefined();
  });

  it('names a session by its subject and issue time, never its signature', () => {
    expect(sessionMark(token({ sub: '12', iat: 1764284400, exp: 1764888000 }))).toBe('12.1764284400');
    expect(sessionMark(token({ sub: '12' }))).toBeUndefined();
    expect(sessionMark(token({ sub: '1 2', iat: 1 }))).toBeUndefined();
    expect(sessionMark('not a token')).toBeUndefined();
  });
});
