import { describe, expect, it } from 'vitest';
import {
  ExploreTopic,
  isProtectedRoute,
  matchRoute,
  protectedRoutes,
  routes,
  searchRoutes,
  withQuery,
} from './routes.ts';

describe('route table', () => {
  it.each([
    [routes.home(), '/'],
    [routes.login(), '/login'],
    [routes.notFound(), '/not-found'],
    [routes.dashboard(), '/dashboard'],
    [routes.dashboardDetail('abc'), '/dashboard/detail/abc'],
    [routes.detail('abc'), '/detail/abc'],
    [routes.inventory(), '/inventory'],
    [routes.inventoryDetail('abc'), '/inventory/detail/abc'],
    [routes.addNewNft(), '/add-new-nft'],
    [routes.selectModel('12'), '/select-model/12'],
    [routes.selectModel(), '/select-model'],
    [routes.selectTemplate({ category: 3 }), '/select-template?category=3'],
    [routes.createDone(), '/create-done'],
    [routes.activity(), '/activity'],
    [routes.claim({ target: 'mystery-card' }), '/claim?target=mystery-card'],
    [routes.claimVrHomes(), '/claim-vrHomes'],
    [routes.collections(), '/collections'],
    [routes.collectionDetail('c1'), '/collections/detail?collectionId=c1'],
    [routes.collectionExplore('c1'), '/collection-explore?collectionId=c1'],
    [routes.selectCategory(), '/select-category'],
    [
      routes.explores({ topic: ExploreTopic.topCollection, search: 'x' }),
      '/explores?topic=top-collection&search=x',
    ],
    [routes.favoriteList(), '/favorite-list'],
    [routes.myBids({ state: 'OUTBID' }), '/my-bids?state=OUTBID'],
    [routes.myOffers({ side: 'received' }), '/my-offers?side=received'],
    [routes.recommendDesignNft(), '/recommend-design-nft'],
    [routes.profile(), '/profile'],
    [routes.staking(), '/staking'],
    [routes.stakingSelectCategory(), '/staking/select-category'],
    [routes.stakingNew(54), '/staking/new/54'],
    [routes.category('54'), '/54'],
    [routes.verification(), '/verification'],
    [routes.claimRequests(), '/claim-requests'],
    [routes.claim({ target: 'mystery-card' }), '/claim?target=mystery-card'],
    [routes.recommendRequests(), '/recommend-requests'],
    [routes.petsBulk({ id: 2, page: 3 }), '/bulk-pets?id=2&page=3'],
  ])('%s is %s', (path, expected) => {
    expect(path).toBe(expected);
  });

  it('gives router patterns when called without values', () => {
    expect(routes.detail()).toBe('/detail/:id');
    expect(routes.inventoryDetail()).toBe('/inventory/detail/:id');
    expect(routes.dashboardDetail()).toBe('/dashboard/detail/:id');
    expect(routes.selectModelPattern()).toBe('/select-model/:categoryId');
    expect(routes.category()).toBe('/:categoryId');
    expect(routes.collectionDetail()).toBe('/collections/detail');
    expect(routes.collectionExplore()).toBe('/collection-explore');
  });

  it('has the four explore topics', () => {
    expect(Object.values(ExploreTopic)).toEqual([
      'recent-listed',
      'trending-nfts',
      'top-collection',
      'ending-soon',
    ]);
  });
});

describe('withQuery', () => {
  it('drops empty values and encodes the rest', () => {
    expect(withQuery('/', { category: 5, search: '', page: undefined, x: null })).toBe('/?category=5');
    expect(withQuery('/a', { search: 'a b&c' })).toBe('/a?search=a+b%26c');
    expect(withQuery('/a', { flag: false })).toBe('/a?flag=false');
    expect(withQuery('/a')).toBe('/a');
  });
});

describe('access', () => {
  it('protects exactly the routes the spec marks protected', () => {
    const publicRoutes = ['home', 'login', 'notFound', 'dashboard', 'dashboardDetail', 'detail'] as const;
    for (const name of publicRoutes) expect(isProtectedRoute(name)).toBe(false);
    expect(isProtectedRoute('explores')).toBe(false);
    expect(isProtectedRoute('collectionExplore')).toBe(false);
    for (const name of protectedRoutes) expect(isProtectedRoute(name)).toBe(true);
    expect(protectedRoutes).toHaveLength(26);
    // Issue 42: a user's offers.
    expect(isProtectedRoute('myOffers')).toBe(true);
    // Issue 41: a user's bids.
    expect(isProtectedRoute('myBids')).toBe(true);
    expect(isProtectedRoute('stakingSelectCategory')).toBe(true);
    expect(isProtectedRoute('stakingNew')).toBe(true);
    expect(new Set(protectedRoutes).size).toBe(protectedRoutes.length);
  });

  it('shows the header search on the spec list of screens', () => {
    expect([...searchRoutes].sort()).toEqual(
      [
        'addNewNft',
        'collectionDetail',
        'collectionExplore',
        'dashboard',
        'explores',
        'home',
        'inventory',
        'profile',
        'selectTemplate',
      ].sort(),
    );
  });
});

describe('matchRoute', () => {
  it.each([
    ['/', 'home', {}],
    ['/dashboard', 'dashboard', {}],
    ['/detail/121', 'detail', { id: '121' }],
    ['/detail/121/', 'detail', { id: '121' }],
    ['/dashboard/detail/7', 'dashboardDetail', { id: '7' }],
    ['/collection-explore', 'collectionExplore', {}],
    ['/collections/detail', 'collectionDetail', {}],
    ['/select-model', 'selectModel', {}],
    ['/select-model/54', 'selectModelPattern', { categoryId: '54' }],
    ['/54', 'category', { categoryId: '54' }],
    ['/login', 'login', {}],
  ])('%s is the %s screen', (pathname, name, params) => {
    expect(matchRoute(pathname)).toEqual({ name, params });
  });

  it.each(['/favicon.ico', '/robots.txt', '/detail/1/extra', '/nope', '/assets/index.js', '/api'])(
    '%s is no screen',
    (pathname) => {
      expect(matchRoute(pathname)).toBeUndefined();
    },
  );
});
