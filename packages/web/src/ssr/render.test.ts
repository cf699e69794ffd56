import { describe, expect, it } from 'vitest';
import { firstScreenQueries, render } from './entry-server.tsx';

const visitor = { mode: 'light', lang: 'en', width: 412, answers: new Map() } as const;

describe('the server render of the first screen', () => {
  it("puts the landing's headline into the markup of /, with its styles and no inline script", async () => {
    const result = await render('/', visitor);
    expect(result.html).toMatch(/<h1[^>]*>NFT Marketplace for Metaverse Assets<\/h1>/);
    expect(result.html).not.toContain('<script');
    // CssBaseline's global rules on their own, for the client's <Global> to adopt; then the classes.
    expect(result.css).toMatch(
      /^<style data-emotion="css-global [\w-]+">.+<\/style><style data-emotion="css [\w -]+">.+<\/style>$/s,
    );
    expect(firstScreenQueries('/').map((query) => query.path)).toEqual(['/api/v1/ads']);
  });

  it('renders in the language and theme it is given', async () => {
    const result = await render('/', { ...visitor, mode: 'dark', lang: 'vi' });
    expect(result.html).toContain('Chuyển sang giao diện sáng');
  });

  it("renders the dashboard's cards from the answers it is given and names the first pictures", async () => {
    const url = '/dashboard?category=54';
    const list = firstScreenQueries(url).find((query) => query.path.startsWith('/api/v1/nft?'));
    expect(list?.path).toMatch(/^\/api\/v1\/nft\?/);
    const answers = new Map<string, unknown>([
      [list?.path ?? '', { total: 0, page: 1, limit: 12, results: [] }],
    ]);
    const result = await render(url, { ...visitor, answers });
    expect(result.html).toMatch(/data-testid="list-heading">0 vrNFTs for Sale</);
    expect(result.preloads).toBe('');
  });
});
