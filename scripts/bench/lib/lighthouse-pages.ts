/**
 * The pages scripts/bench/lighthouse.ts audits: every route of `@vrmarket/domain`'s `routes` with the
 * seeded ids of `SAMPLES` below, or why it is not measured (a route missing here shows up as 'not
 * measured' until it gets a sample), and the demo users' sessions for the signed-in ones.
 */
import { ExploreTopic, type Nft, type RouteName, routes } from '@vrmarket/domain';
import { CATEGORY_3D_ID, categoryByName } from '../../seed/catalogue.ts';

/** The demo users (password 'vrmarket'): alice an ordinary user, admin the admin-market one. */
export type User = 'alice' | 'admin';

/** What the app keeps in localStorage for a signed-in user (as the e2e tests store it). */
export type Session = { access_token: string; userData: string };

/** One page to audit: a route of the table with its sample values. */
export interface Page {
  route: RouteName | 'path';
  label: string;
  path: string;
  user?: User;
}

interface SampleContext {
  appUrl: string;
  /** Every NFT of the seeded catalogue (fetched once). */
  catalogue(): Promise<Nft[]>;
  publicKey(user: User): string;
  get<T>(path: string): Promise<T>;
}

type Sample = (context: SampleContext) => Promise<Omit<Page, 'route'>[]> | Omit<Page, 'route'>[];

const page = (label: string, path: string, user?: User) => ({ label, path, user });

async function pick(context: SampleContext, description: string, test: (nft: Nft) => boolean) {
  const nft = (await context.catalogue()).find(test);
  if (!nft) throw new Error(`the demo catalogue has no ${description}`);
  return String(nft.id);
}

/**
 * The first of Top Collections (by 30-day volume, then items): the collection page visitors reach
 * most, with items, stats and a price history. The newest collection was the seed's deliberately
 * empty one, so its pages were measured nearly blank.
 */
const topCollectionId = async (context: SampleContext) => {
  const body = await context.get<{ results: { id: number }[] }>(
    '/v1/collections/top-collections?period=30d&limit=1',
  );
  const id = body.results[0]?.id;
  if (id === undefined) throw new Error('the demo has no collection');
  return String(id);
};

/**
 * Each route of the table: how to sample it (the pages to audit, with the seeded ids), or why it is
 * not measured. A route missing here is listed as 'not measured' until it gets one.
 */
const SAMPLES: Partial<Record<RouteName, Sample | string>> = {
  home: () => [page('/', routes.home())],
  dashboard: () => [page('/dashboard', routes.dashboard())],
  explores: () => Object.values(ExploreTopic).map((topic) => page(topic, routes.explores({ topic }))),
  detail: async (context) => [
    page(
      '3D model',
      routes.detail(await pick(context, '3D model', (nft) => !!nft.glbUrl && !nft.components.vrLandData?.id)),
    ),
    page(
      'image',
      routes.detail(await pick(context, 'image', (nft) => !!nft.components.mediaType?.startsWith('image/'))),
    ),
    page(
      'video',
      routes.detail(await pick(context, 'video', (nft) => !!nft.components.mediaType?.startsWith('video/'))),
    ),
    page('land', routes.detail(await pick(context, 'land', (nft) => !!nft.components.vrLandData?.id))),
  ],
  dashboardDetail: 'the detail screen of /detail/{id} under another path (measured there)',
  collectionExplore: async (context) => [
    page('top collection', routes.collectionExplore(await topCollectionId(context))),
  ],
  login: () => [page('/login', routes.login())],
  notFound: () => [page('/not-found', routes.notFound())],
  // Signed in as alice.
  inventory: () => [page('/inventory', routes.inventory(), 'alice')],
  inventoryDetail: async (context) => [
    page(
      "alice's NFT",
      routes.inventoryDetail(
        await pick(
          context,
          "NFT of alice's",
          (nft) => nft.ownerAddress?.toLowerCase() === context.publicKey('alice').toLowerCase(),
        ),
      ),
      'alice',
    ),
  ],
  activity: () => [page('/activity', routes.activity(), 'alice')],
  profile: () => [page('/profile', routes.profile(), 'alice')],
  favoriteList: () => [page('/favorite-list', routes.favoriteList(), 'alice')],
  myBids: () => [page('/my-bids', routes.myBids(), 'alice')],
  myOffers: () => [page('/my-offers', routes.myOffers(), 'alice')],
  collections: () => [page('/collections', routes.collections(), 'alice')],
  collectionDetail: async (context) => [
    page('top collection', routes.collectionDetail(await topCollectionId(context)), 'alice'),
  ],
  addNewNft: () => [page('/add-new-nft', routes.addNewNft(), 'alice')],
  selectCategory: () => [page('/select-category', routes.selectCategory(), 'alice')],
  category: () => [
    page('vr3DNFTs form', routes.category(String(CATEGORY_3D_ID)), 'alice'),
    page('vrLands form', routes.category(String(categoryByName('vrLands').id)), 'alice'),
  ],
  selectTemplate: () => [
    page('vrHomes', routes.selectTemplate({ category: categoryByName('vrHomes').id }), 'alice'),
  ],
  selectModel: () => [page('/select-model', routes.selectModel(), 'alice')],
  selectModelPattern: () => [
    page('vrHomes', routes.selectModel(String(categoryByName('vrHomes').id)), 'alice'),
  ],
  createDone: 'shows the NFT just created (navigation state): nothing to show when opened directly',
  claim: () => [page('/claim', routes.claim(), 'alice')],
  claimVrHomes: () => [page('/claim-vrHomes', routes.claimVrHomes(), 'alice')],
  staking: () => [page('/staking', routes.staking(), 'alice')],
  stakingSelectCategory: () => [page('/staking/select-category', routes.stakingSelectCategory(), 'alice')],
  stakingNew: async (context) => {
    const assets = await context.get<{ data: { assetId: string }[] }>('/v1/nft/staking-nft/list-assets');
    const asset = assets.data[0];
    if (!asset) throw new Error('the demo has no staking asset');
    return [page(`category ${asset.assetId}`, routes.stakingNew(asset.assetId), 'alice')];
  },
  recommendDesignNft: () => [page('/recommend-design-nft', routes.recommendDesignNft(), 'alice')],
  // Signed in as admin (admin-market screens).
  recommendRequests: () => [page('/recommend-requests', routes.recommendRequests(), 'admin')],
  verification: () => [page('/verification', routes.verification(), 'admin')],
  claimRequests: () => [page('/claim-requests', routes.claimRequests(), 'admin')],
  petsBulk: () => [page('/bulk-pets', routes.petsBulk(), 'admin')],
};

export type NotMeasured = { route: RouteName; reason: string };

/** The pages of the route table, in its order; routes without a sample come back as not measured. */
export async function tablePages(
  appUrl: string,
  publicKeys: Map<User, string>,
  onlyRoutes?: string[],
): Promise<{ pages: Page[]; notMeasured: NotMeasured[] }> {
  const context = sampleContext(appUrl, publicKeys);
  const pages: Page[] = [];
  const notMeasured: NotMeasured[] = [];
  for (const route of Object.keys(routes) as RouteName[]) {
    if (onlyRoutes && !onlyRoutes.includes(route)) continue;
    const sample = SAMPLES[route];
    if (sample === undefined) {
      notMeasured.push({ route, reason: 'no sample yet (SAMPLES in scripts/bench/lib/lighthouse-pages.ts)' });
      continue;
    }
    if (typeof sample === 'string') {
      notMeasured.push({ route, reason: sample });
      continue;
    }
    try {
      for (const found of await sample(context)) pages.push({ route, ...found });
    } catch (error) {
      notMeasured.push({ route, reason: `no sample: ${(error as Error).message}` });
    }
  }
  return { pages, notMeasured };
}

async function login(appUrl: string, username: User): Promise<{ session: Session; publicKey: string }> {
  const response = await fetch(`${appUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'vrmarket' }),
  });
  if (!response.ok) throw new Error(`sign-in of ${username}: ${response.status}`);
  const { data } = (await response.json()) as {
    data: { access_token: string; user_data: { publicKey?: string | null } };
  };
  return {
    session: { access_token: data.access_token, userData: JSON.stringify(data.user_data) },
    publicKey: data.user_data.publicKey ?? '',
  };
}

/** The demo users signed in: their sessions (to store in the audited Chromium) and wallet addresses. */
export async function signIn(
  appUrl: string,
): Promise<{ sessions: Map<User, Session>; publicKeys: Map<User, string> }> {
  const sessions = new Map<User, Session>();
  const publicKeys = new Map<User, string>();
  for (const user of ['alice', 'admin'] as const) {
    const { session, publicKey } = await login(appUrl, user);
    sessions.set(user, session);
    publicKeys.set(user, publicKey);
  }
  return { sessions, publicKeys };
}

function sampleContext(appUrl: string, publicKeys: Map<User, string>): SampleContext {
  let catalogue: Promise<Nft[]> | undefined;
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${appUrl}/api${path}`);
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return (await response.json()) as T;
  };
  return {
    appUrl,
    get,
    publicKey: (user) => publicKeys.get(user) ?? '',
    catalogue: () => {
      catalogue ??= (async () => {
        const all: Nft[] = [];
        for (let number = 1; ; number++) {
          const body = await get<{ results: Nft[] }>(`/v1/nft?limit=100&page=${number}`);
          all.push(...body.results);
          if (body.results.length < 100) return all;
        }
      })();
      return catalogue;
    },
  };
}
