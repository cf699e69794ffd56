import { beforeEach, describe, expect, it } from 'vitest';
import { render, setTransport } from './entry-server.tsx';

const visitor = { mode: 'light', lang: 'en', width: 412, list: 'grid' } as const;

/** The api's answers by path prefix; every request the render makes is recorded. */
let answers: [prefix: string, status: number, body: unknown][] = [];
let asked: string[] = [];

beforeEach(() => {
  answers = [];
  asked = [];
  setTransport(async (url) => {
    asked.push(url);
    const [, status, body] = answers.find(([prefix]) => url.startsWith(prefix)) ?? ['', 404, {}];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
});

const EMPTY_LIST = { total: 0, page: 1, limit: 12, results: [] };

describe('the server render of the first screen', { timeout: 30_000 }, () => {
  it("puts the landing's headline into the markup of /, with its styles and no inline script", async () => {
    const result = await render('/', visitor);
    expect(result.html).toMatch(/<h1[^>]*>NFT Marketplace for Metaverse Assets<\/h1>/);
    expect(result.html).not.toContain('<script');
    // CssBaseline's global rules on their own, for the client's <Global> to adopt; then the classes.
    expect(result.css).toMatch(
      /^<style data-emotion="css-global [\w-]+">.+<\/style><style data-emotion="css [\w -]+">.+<\/style>$/s,
    );
  });

  it('renders in the language and theme it is given', async () => {
    const result = await render('/', { ...visitor, mode: 'dark', lang: 'vi' });
    expect(result.html).toContain('Chuyển sang giao diện sáng');
  });

  it("finds the screen's requests by rendering it, and renders the answers", async () => {
    answers = [['/api/v1/nft?', 200, EMPTY_LIST]];
    const result = await render('/dashboard?category=54', visitor);
    const list = asked.find((url) => url.startsWith('/api/v1/nft?'));
    expect(list).toContain('categoryIds=54');
    expect(result.html).toMatch(/data-testid="list-heading">0 vrNFTs for Sale</);
    expect(result.preloads).toBe('');
    // The client hydrates with the same answers.
    expect(JSON.stringify(result.state)).toContain('"total":0');
  });

  it('renders the loading state of a request that failed, and leaves it for the client to ask', async () => {
    answers = [
      ['/api/v1/nft?', 500, { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong.' }],
    ];
    const result = await render('/dashboard', visitor);
    expect(asked.filter((url) => url.startsWith('/api/v1/nft?'))).toHaveLength(1);
    expect(result.html).not.toContain('list-heading">0');
    expect(JSON.stringify(result.state)).not.toContain('/v1/nft');
  });

  it('tells where a screen sends its reader instead: a missing NFT, or a path outside the table, to /not-found', async () => {
    const missing = await render('/detail/999999', visitor);
    expect(asked.some((url) => url.startsWith('/api/v1/nft/999999'))).toBe(true);
    expect(missing.redirect).toBe('/not-found');
    expect((await render('/no/such/page', visitor)).redirect).toBe('/not-found');
    expect((await render('/dashboard', visitor)).redirect).toBeUndefined();
  });
});
