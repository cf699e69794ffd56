/**
 * The spec's route table, once. The same functions give the router its patterns (called with no
 * argument) and every link (called with values), like Decentraland's `locations.ts`.
 */

type Query = Record<string, string | number | boolean | undefined | null>;

export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export const ExploreTopic = {
  recentListed: 'recent-listed',
  trendingNfts: 'trending-nfts',
  topCollection: 'top-collection',
  /** Open auctions ending within a day, soonest first (issue 41). */
  endingSoon: 'ending-soon',
} as const;
export type ExploreTopic = (typeof ExploreTopic)[keyof typeof ExploreTopic];

export const routes = {
  home: (query?: Query) => withQuery('/', query),
  login: () => '/login',
  notFound: () => '/not-found',
  dashboard: (query?: Query) => withQuery('/dashboard', query),
  dashboardDetail: (id: string = ':id') => `/dashboard/detail/${id}`,
  detail: (id: string = ':id') => `/detail/${id}`,
  inventory: (query?: Query) => withQuery('/inventory', query),
  inventoryDetail: (id: string = ':id') => `/inventory/detail/${id}`,
  addNewNft: () => '/add-new-nft',
  selectModel: (categoryId?: string) =>
    categoryId === undefined ? '/select-model' : `/select-model/${categoryId}`,
  selectModelPattern: () => '/select-model/:categoryId',
  selectTemplate: (query?: Query) => withQuery('/select-template', query),
  createDone: () => '/create-done',
  activity: () => '/activity',
  claim: (query?: Query) => withQuery('/claim', query),
  claimVrHomes: () => '/claim-vrHomes',
  collections: () => '/collections',
  collectionDetail: (collectionId?: string) =>
    collectionId === undefined ? '/collections/detail' : withQuery('/collections/detail', { collectionId }),
  collectionExplore: (collectionId?: string) =>
    collectionId === undefined ? '/collection-explore' : withQuery('/collection-explore', { collectionId }),
  selectCategory: () => '/select-category',
  explores: (query?: { topic?: ExploreTopic; search?: string } & Query) => withQuery('/explores', query),
  favoriteList: () => '/favorite-list',
  /** The auctions the user bid on (issue 41): `?state=WINNING|OUTBID|WON|LOST`, `page`. */
  myBids: (query?: Query) => withQuery('/my-bids', query),
  /** The offers the user made or received (issue 42): `?side=received`, `state`, `page`. */
  myOffers: (query?: Query) => withQuery('/my-offers', query),
  recommendDesignNft: () => '/recommend-design-nft',
  /** Admin-market users: the recommend-design requests received. */
  recommendRequests: () => '/recommend-requests',
  profile: () => '/profile',
  staking: () => '/staking',
  /** The staking variant of the select-category screen. */
  stakingSelectCategory: () => '/staking/select-category',
  /** The new-staking form for an NFT of a category (its staking asset option). */
  stakingNew: (categoryId: string | number = ':categoryId') => `/staking/new/${categoryId}`,
  /** Admin-market users: the queue of created NFTs waiting for verification. */
  verification: () => '/verification',
  /** Admin-market users: referral claim requests to approve (credits the Payout contract). */
  claimRequests: (query?: Query) => withQuery('/claim-requests', query),
  /** Admin-market users: the pets bulk creation screen, query `id` (the pet model) and `page`. */
  petsBulk: (query?: Query) => withQuery('/bulk-pets', query),
  /** New staking NFT and category creation forms: `/{categoryId}`. */
  category: (categoryId: string = ':categoryId') => `/${categoryId}`,
} as const;

export type RouteName = keyof typeof routes;

/** Routes that need a login token; a visitor is sent to `/` with the login popup. */
export const protectedRoutes: readonly RouteName[] = [
  'inventory',
  'inventoryDetail',
  'addNewNft',
  'selectModel',
  'selectModelPattern',
  'selectTemplate',
  'createDone',
  'activity',
  'claim',
  'claimVrHomes',
  'collections',
  'collectionDetail',
  'selectCategory',
  'favoriteList',
  'myBids',
  'myOffers',
  'recommendDesignNft',
  'recommendRequests',
  'profile',
  'staking',
  'stakingSelectCategory',
  'stakingNew',
  'verification',
  'claimRequests',
  'petsBulk',
  'category',
];

/** Routes whose header shows the search box ('Search by NFT’s ID or Name'). */
export const searchRoutes: readonly RouteName[] = [
  'home',
  'dashboard',
  'inventory',
  'addNewNft',
  'selectTemplate',
  'collectionDetail',
  'explores',
  'collectionExplore',
  'profile',
];

export function isProtectedRoute(name: RouteName): boolean {
  return protectedRoutes.includes(name);
}

/**
 * `/{categoryId}` (new staking NFT) would otherwise swallow every unknown one-segment path; only
 * category-like ids (numbers or UUIDs) are one.
 */
export const CATEGORY_ID = /^(\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export interface RouteMatch {
  name: RouteName;
  params: Record<string, string>;
}

/** Each route's pattern as a regular expression and its parameter names; static patterns first. */
const matchers = (Object.keys(routes) as RouteName[])
  .map((name) => {
    const pattern = (routes[name] as () => string)();
    const keys: string[] = [];
    const source = pattern
      .split('/')
      .map((segment) => {
        if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        keys.push(segment.slice(1));
        return '([^/]+)';
      })
      .join('/');
    return { name, keys, regex: new RegExp(`^${source.replace(/\/$/, '')}/?$`) };
  })
  .sort((a, b) => a.keys.length - b.keys.length);

const decoded = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * The screen of the route table a pathname shows (as the web's router picks it: a trailing slash
 * is allowed, `/{categoryId}` only for category ids), or undefined when it shows none.
 */
export function matchRoute(pathname: string): RouteMatch | undefined {
  for (const { name, keys, regex } of matchers) {
    const found = regex.exec(pathname);
    if (!found) continue;
    const params = Object.fromEntries(keys.map((key, i) => [key, decoded(found[i + 1]!)]));
    if (name === 'category' && !CATEGORY_ID.test(params.categoryId ?? '')) continue;
    return { name, params };
  }
  return undefined;
}
