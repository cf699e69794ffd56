import { matchRoute, protectedRoutes, routes, sessionMark } from '@vrmarket/domain';
import { CATEGORY_3D_ID, categoryByName } from '@vrmarket/scripts/seed/catalogue';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { freshPagePerTest, newContext } from '../src/browser.ts';
import { trackNetwork } from '../src/network.ts';
import { appTookOver, withPageErrors } from '../src/pageErrors.ts';
import { apiLogin, type Session, signInContext } from '../src/session.ts';

const appUrl = inject('appUrl');
let browser: Browser;
let page: Page;

freshPagePerTest((fresh) => {
  ({ browser, page } = fresh);
});

/** The signed-in screens of the route table with seeded values, as each one's user opens them. */
async function signedInPaths(alice: Session): Promise<{ alice: string[]; admin: string[] }> {
  const nfts = (await (await fetch(`${appUrl}/api/v1/nft?limit=50`)).json()) as {
    results: { id: string; ownerAddress?: string | null }[];
  };
  const owned = nfts.results.find(
    (nft) => nft.ownerAddress?.toLowerCase() === alice.user.publicKey.toLowerCase(),
  );
  if (!owned) throw new Error('alice owns none of the first 50 NFTs');
  const assets = (await (await fetch(`${appUrl}/api/v1/nft/staking-nft/list-assets`)).json()) as {
    data: { assetId: string }[];
  };
  const collections = (await (await fetch(`${appUrl}/api/v1/collections?limit=1`)).json()) as {
    results: { id: number }[];
  };
  const vrHomes = String(categoryByName('vrHomes').id);
  return {
    alice: [
      routes.inventory(),
      routes.inventoryDetail(owned.id),
      routes.activity(),
      routes.myBids(),
      routes.myOffers(),
      routes.profile(),
      routes.favoriteList(),
      routes.collections(),
      routes.collectionDetail(String(collections.results[0]!.id)),
      routes.addNewNft(),
      routes.selectCategory(),
      routes.category(String(CATEGORY_3D_ID)),
      routes.category(String(categoryByName('vrLands').id)),
      routes.selectTemplate({ category: vrHomes }),
      routes.selectModel(),
      routes.selectModel(vrHomes),
      routes.claim(),
      routes.claimVrHomes(),
      routes.staking(),
      routes.stakingSelectCategory(),
      routes.stakingNew(assets.data[0]!.assetId),
      routes.recommendDesignNft(),
    ],
    admin: [routes.verification(), routes.claimRequests(), routes.recommendRequests(), routes.petsBulk()],
  };
}

/**
 * Notes on `window.__renderedAfresh` that public/theme-init.js set the page's markup aside for a
 * fresh render (the app removes its mark once it has rendered, so the mark itself may be gone).
 */
async function recordFreshRenders(page: Page): Promise<void> {
  await page.addInitScript(`{
    const setAttribute = Element.prototype.setAttribute;
    Element.prototype.setAttribute = function (name, value) {
      if (name === 'data-ssr-stale') window.__renderedAfresh = true;
      return setAttribute.call(this, name, value);
    };
  }`);
}

/**
 * Endless animations on what is not shown: a closed overlay's spinner still restyles the page every
 * frame (a second of a phone's main thread every ten).
 */
const hiddenEndlessAnimations = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY)
      .map((animation) => (animation.effect as KeyframeEffect | null)?.target)
      .filter(
        (target): target is Element =>
          target instanceof Element &&
          !target.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
      )
      .map((target) => target.outerHTML.slice(0, 160)),
  );

/**
 * Opens `path` as a reload would (the session cookie written by an earlier page) and answers what
 * a signed-in user gets: whether the server rendered it as theirs, whether the app hydrated that
 * markup (not rendered afresh), and the errors the page logged meanwhile (a hydration mismatch is one).
 */
async function openRendered(page: Page, path: string) {
  const network = trackNetwork(page);
  const [rendered, errors] = await withPageErrors(page, async () => {
    await page.goto(appUrl + path);
    const markup = await page.evaluate(() => ({
      for: document.documentElement.getAttribute('data-ssr'),
      stale: (window as unknown as { __renderedAfresh?: boolean }).__renderedAfresh === true,
    }));
    await appTookOver(page);
    // Anything the app does right after hydrating (the stored user data, the wallet) logs by now.
    await network.settled();
    return { ...markup, hiddenAnimations: await hiddenEndlessAnimations(page) };
  }).finally(() => network.stop());
  const { hiddenAnimations, ...markup } = rendered;
  return { path, rendered: markup, hiddenAnimations, errors };
}

describe('a signed-in user’s pages, rendered on the server as theirs', () => {
  it('hydrates every signed-in screen of the route table, and a public one, without an error or a hidden endless animation', async () => {
    const alice = await apiLogin(appUrl, 'alice');
    const admin = await apiLogin(appUrl, 'admin');
    const paths = await signedInPaths(alice);
    // Every signed-in screen of the table is sampled: a new one is added above. /create-done shows
    // the NFT just created (navigation state), nothing when opened directly.
    const sampled = new Set(
      [...paths.alice, ...paths.admin].map((path) => matchRoute(path.split('?')[0]!)?.name),
    );
    expect(protectedRoutes.filter((name) => !sampled.has(name))).toEqual(['createDone']);

    for (const [session, list] of [
      [alice, [routes.home(), ...paths.alice]],
      [admin, paths.admin],
    ] as const) {
      const context = await newContext(browser);
      await signInContext(context, session);
      const tab = await context.newPage();
      await recordFreshRenders(tab);
      // The first page finds no session cookie (rendered for a visitor, so the app renders afresh) and writes it.
      const first = await openRendered(tab, routes.dashboard());
      expect(first.rendered.stale).toBe(true);
      const mark = sessionMark(session.accessToken)!;
      const results = [];
      for (const path of list) results.push(await openRendered(tab, path));
      expect(results).toEqual(
        list.map((path) => ({
          path,
          rendered: { for: expect.stringMatching(new RegExp(` ${mark.replace('.', '\\.')}$`)), stale: false },
          hiddenAnimations: [],
          errors: [],
        })),
      );
      await context.close();
    }
    // About thirty pages, each waited on until the network is idle.
  }, 300_000);

  it('shows the user’s own header and data in the HTML, before any script runs', async () => {
    const alice = await apiLogin(appUrl, 'alice');
    const response = await fetch(appUrl + routes.inventory(), {
      headers: { cookie: `session=${alice.accessToken}`, accept: 'text/html' },
    });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toMatch(/<html [^>]*data-ssr="[^"]+ \d+\.\d+"/);
    expect(html).toContain('aria-label="Account menu"');
    // The token itself is not in the page (the profile is keyed by the session's mark).
    expect(html).not.toContain(alice.accessToken);
  });

  it('renders afresh, as a visitor, once the user has signed out in another tab', async () => {
    const alice = await apiLogin(appUrl, 'alice');
    const response = await fetch(appUrl + routes.home(), {
      headers: { cookie: `session=${alice.accessToken}`, accept: 'text/html' },
    });
    expect(await response.text()).toContain(` ${sessionMark(alice.accessToken)}"`);
    // Signed out: the app removes the cookie with the stored token, so the next page is a visitor's.
    await recordFreshRenders(page);
    await page.goto(appUrl + routes.home());
    await page.evaluate(() => localStorage.clear());
    await page.context().addCookies([{ name: 'session', value: alice.accessToken, url: appUrl }]);
    const result = await openRendered(page, routes.home());
    expect(result.rendered.stale).toBe(true);
    expect(result.errors).toEqual([]);
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'session')).toBe(false);
  });
});
