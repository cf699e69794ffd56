import { routes } from '@vrmarket/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { freshPagePerTest, newContext } from '../src/browser.ts';
import { appTookOver, withPageErrors } from '../src/pageErrors.ts';
import { screenshots } from '../src/screenshots.ts';
import { apiLogin, signInContext } from '../src/session.ts';

const appUrl = inject('appUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

freshPagePerTest((fresh) => {
  ({ browser, context, page } = fresh);
});

describe('the shell, for a visitor', () => {
  it('shows Sign In on the home page', async () => {
    await page.goto(appUrl + routes.home());
    await signInControl(page, 'Sign In').waitFor();
  });

  it('loads the home page without errors in the console (nothing blocked by the CSP)', async () => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(appUrl + routes.home(), { waitUntil: 'networkidle' });
    await signInControl(page, 'Sign In').waitFor();
    expect(errors).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toMatch(/^(light|dark)$/);
  });

  it('hydrates the server-rendered first screen of every public page without an error', async () => {
    const nfts = (await (await fetch(`${appUrl}/api/v1/nft?limit=1`)).json()) as {
      results: { id: string }[];
    };
    const collections = (await (await fetch(`${appUrl}/api/v1/collections?limit=1`)).json()) as {
      results: { id: number }[];
    };
    const paths = [
      routes.dashboard(),
      routes.explores({ topic: 'trending-nfts' }),
      routes.detail(nfts.results[0]!.id),
      routes.collectionExplore(String(collections.results[0]!.id)),
      routes.login(),
      routes.notFound(),
    ];
    for (const path of paths) {
      const [rendered, errors] = await withPageErrors(page, async () => {
        const response = await page.goto(appUrl + path, { waitUntil: 'networkidle' });
        const markup = await page.evaluate(() => ({
          ssr: document.documentElement.getAttribute('data-ssr') !== null,
          stale: document.documentElement.hasAttribute('data-ssr-stale'),
        }));
        await appTookOver(page);
        return { ...markup, status: response?.status() };
      });
      // The not-found page answers 404 (not a page to index), which the browser notes on the console.
      const notFound = path === routes.notFound();
      expect({ path, rendered, errors }).toEqual({
        path,
        rendered: { ssr: true, stale: false, status: notFound ? 404 : 200 },
        errors: notFound
          ? ['Failed to load resource: the server responded with a status of 404 (Not Found)']
          : [],
      });
    }
  });

  it('sends a visitor from /inventory to / with the login popup, which a reload keeps', async () => {
    await page.goto(appUrl + routes.inventory());
    await page.getByText('You are not logged in, please log in !!!').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('dialog').getByText('Notification').isVisible()).resolves.toBe(true);
    // The server renders / without it (the history entry's state never reaches it): no mismatch.
    const [, errors] = await withPageErrors(page, async () => {
      await page.reload({ waitUntil: 'networkidle' });
      await appTookOver(page);
      await page.getByText('You are not logged in, please log in !!!').waitFor();
    });
    expect(errors).toEqual([]);
  });

  it('lays the landing out the same before and after its web font arrives (the swap moves nothing)', async () => {
    // The hero's title and text, laid out at a desktop width: once with the web font, once with
    // its stand-in only (the font files refused), as a visitor sees the page before the font loads.
    const heroLayout = async (withFont: boolean) => {
      const context = await newContext(browser, { viewport: { width: 1280, height: 800 } });
      const target = await context.newPage();
      if (!withFont) await target.route('**/*.woff2', (route) => route.abort());
      await target.goto(appUrl + routes.home());
      const title = target.getByRole('heading', { name: 'NFT Marketplace for Metaverse Assets', level: 1 });
      await title.waitFor();
      await target.evaluate(() => document.fonts.ready);
      const layout = await title.evaluate((h1) => ({
        webFont: document.fonts.check('800 16px "Plus Jakarta Sans Variable"'),
        heights: [h1, h1.nextElementSibling!].map((element) =>
          Math.round(element.getBoundingClientRect().height),
        ),
      }));
      await context.close();
      return layout;
    };
    const [loaded, standIn] = [await heroLayout(true), await heroLayout(false)];
    expect([loaded.webFont, standIn.webFont]).toEqual([true, false]);
    expect(standIn.heights).toEqual(loaded.heights);
  });

  it('shows PAGE NOT FOUND! for an unknown path', async () => {
    await page.goto(`${appUrl}/nowhere`);
    await page.getByText('PAGE NOT FOUND!').waitFor();
    expect(new URL(page.url()).pathname).toBe(routes.notFound());
  });
});

describe('when something goes wrong', () => {
  it('a session the api refuses (401): the toast says Unauthorized and the user is signed out', async () => {
    const session = await apiLogin(appUrl, 'bob');
    // bob's token with another signature: one the api does not accept (as after its key changed).
    const [head, body] = session.accessToken.split('.');
    await signInContext(context, { ...session, accessToken: `${head}.${body}.${'A'.repeat(43)}` });
    await page.goto(appUrl + routes.home());
    await page.getByText('Unauthorized', { exact: true }).first().waitFor();
    await signInControl(page, 'Sign In').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  it('a screen whose code does not load shows the error page; Try again loads it', async () => {
    await page.goto(appUrl + routes.home(), { waitUntil: 'networkidle' });
    // The app runs the page and has the link (a link of the server's markup loads the next page whole).
    await appTookOver(page);
    const signInLink = signInControl(page, 'Sign In');
    await page.waitForFunction(
      () => (window as unknown as { __earlyInput?: { onKept: unknown } }).__earlyInput?.onKept != null,
    );
    await expect
      .poll(() =>
        signInLink.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactProps$'))),
      )
      .toBe(true);
    // The sign-in screen's code cannot be fetched (the network dropped, or a new deployment replaced it).
    const scripts = /\/assets\/LoginPage-[^/]*\.js(\?.*)?$/;
    await page.route(scripts, (route) => route.abort());
    await signInLink.click();
    const oops = page.getByText('Oops! Something went wrong. Please try again!');
    await oops.waitFor();
    await screenshots(page, 'error-page');
    await page.unroute(scripts);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'Sign in with vrmarket ID' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(routes.login());
    expect(await oops.count()).toBe(0);
  });
});

describe('preferences that survive a reload', () => {
  it('keeps the dark theme after a reload', async () => {
    await page.goto(appUrl + routes.home());
    const lightBackground = await bodyBackground(page);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
    const darkBackground = await bodyBackground(page);
    expect(luminance(darkBackground)).toBeLessThan(luminance(lightBackground));

    await page.reload();
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
    expect(await bodyBackground(page)).toBe(darkBackground);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    // The server rendered the reloaded page dark already (the app wrote the choice to its cookie).
    expect(await renderedFor(page)).toMatch(/^dark en \d+ grid$/);
  });

  it('follows the system preference when nothing is stored', async () => {
    const darkContext = await newContext(browser, { colorScheme: 'dark' });
    const darkPage = await darkContext.newPage();
    await darkPage.goto(appUrl + routes.home());
    await darkPage.getByRole('button', { name: 'Switch to light mode' }).waitFor();
    await darkContext.close();
  });

  it('scrolls the ad ticker and fades the banner, and holds both still for a visitor who asks for reduced motion', async () => {
    const motion = async (target: Page) => {
      await target.goto(appUrl + routes.home());
      const track = target.getByRole('region', { name: 'Announcements' }).locator('ul').first().locator('..');
      const slide = target.getByRole('group', { name: 'Slide 1', exact: true });
      return {
        ticker: await track.evaluate((element) => getComputedStyle(element).animationName),
        banner: await slide.evaluate((element) => getComputedStyle(element).transitionDuration),
      };
    };
    const movingContext = await newContext(browser, { reducedMotion: 'no-preference' });
    const moving = await motion(await movingContext.newPage());
    expect(moving.ticker).not.toBe('none');
    expect(moving.banner).not.toBe('0s');
    await movingContext.close();
    expect(await motion(page)).toEqual({ ticker: 'none', banner: '0s' });
  });

  it('renders Vietnamese and keeps it after a reload', async () => {
    await page.goto(appUrl + routes.home());
    await page.getByRole('button', { name: 'Tiếng Việt' }).click();
    await signInControl(page, 'Đăng nhập').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi');

    await page.reload();
    await signInControl(page, 'Đăng nhập').waitFor();
    expect(await renderedFor(page)).toMatch(/^light vi \d+ grid$/);
    await page.goto(`${appUrl}/nowhere`);
    await page.getByText('KHÔNG TÌM THẤY TRANG!').waitFor();
  });
});

function signInControl(target: Page, name: string) {
  return target.getByRole('link', { name }).or(target.getByRole('button', { name })).first();
}

/** The theme, language, width and list view the server rendered the page for. */
function renderedFor(target: Page): Promise<string | null> {
  return target.evaluate(() => document.documentElement.getAttribute('data-ssr'));
}

function bodyBackground(target: Page): Promise<string> {
  return target.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

/** Relative luminance of a CSS `rgb(r, g, b)` colour, enough to tell dark from light. */
function luminance(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+/g) ?? []).map(Number);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
