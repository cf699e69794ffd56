import { routes } from '@vrmarket/domain';
import { and, asc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { collections, nfts } from '../../db/schema/index.ts';
import { escapeHtml, listedPages } from '../../http/link-preview/heads.ts';
import { refreshing } from '../nfts/refreshing.ts';

/**
 * Ids per sitemap page. A page holds the records whose ids fall in its range, so its URL stays
 * the same as records come and go and each page is one primary-key range scan (the protocol's
 * limit is 50,000 URLs).
 */
export const SITEMAP_PAGE_IDS = 10_000;
/** The index groups every public NFT by page: computed at most once a minute, whoever asks. */
const INDEX_TTL_MS = 60_000;

type Kind = 'nfts' | 'collections';

/** Public NFTs (the detail api's rule: hidden ones give visitors nothing) and every collection. */
const sources = {
  nfts: {
    table: nfts,
    id: nfts.id,
    updatedAt: nfts.updatedAt,
    where: eq(nfts.isShow, true) as SQL | undefined,
  },
  collections: { table: collections, id: collections.id, updatedAt: collections.updatedAt, where: undefined },
} as const;

const pageOf: Record<Kind, (id: number) => string> = {
  nfts: (id) => routes.detail(String(id)),
  collections: (id) => routes.collectionExplore(String(id)),
};

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export const sitemapFile = (kind: Kind | 'static', page?: number) =>
  kind === 'static' ? '/sitemaps/static.xml' : `/sitemaps/${kind}-${page}.xml`;

/** `/sitemaps/<name>`: static.xml, nfts-<n>.xml or collections-<n>.xml. */
export function parseSitemapName(name: string): { kind: Kind | 'static'; page: number } | undefined {
  if (name === 'static.xml') return { kind: 'static', page: 1 };
  const match = /^(nfts|collections)-([1-9]\d{0,8})\.xml$/.exec(name);
  return match ? { kind: match[1] as Kind, page: Number(match[2]) } : undefined;
}

export function createSitemaps({ db, publicUrl }: { db: Db; publicUrl: string }) {
  const absolute = (path: string) => escapeHtml(`${publicUrl}${path}`);

  /** The pages of a kind that hold at least one record. */
  async function pages(kind: Kind): Promise<number[]> {
    const { table, id, where } = sources[kind];
    const page = sql<number>`(${id} - 1) / ${sql.raw(String(SITEMAP_PAGE_IDS))} + 1`.mapWith(Number);
    const rows = await db.select({ page }).from(table).where(where).groupBy(page).orderBy(page);
    return rows.map((row) => row.page);
  }

  return {
    robots: () =>
      [
        'User-agent: *',
        'Allow: /',
        // The api is no page; its media (pictures, link-preview cards) are what previews show.
        'Disallow: /api/',
        'Allow: /api/media/',
        '',
        `Sitemap: ${publicUrl}/sitemap.xml`,
        '',
      ].join('\n'),

    /** The sitemap index: the static pages, then the pages of NFTs and of collections. */
    index: refreshing(async (): Promise<string> => {
      const [nftPages, collectionPages] = await Promise.all([pages('nfts'), pages('collections')]);
      const files = [
        sitemapFile('static'),
        ...nftPages.map((page) => sitemapFile('nfts', page)),
        ...collectionPages.map((page) => sitemapFile('collections', page)),
      ];
      const entries = files.map((file) => `<sitemap><loc>${absolute(file)}</loc></sitemap>`);
      return `${XML}<sitemapindex ${NS}>\n${entries.join('\n')}\n</sitemapindex>\n`;
    }, INDEX_TTL_MS),

    /** One sitemap page; undefined for a page past the last record. */
    async page(kind: Kind | 'static', page: number): Promise<string | undefined> {
      let entries: string[];
      if (kind === 'static') {
        entries = listedPages().map((path) => `<url><loc>${absolute(path)}</loc></url>`);
      } else {
        const { table, id, updatedAt, where } = sources[kind];
        const rows = await db
          .select({ id, updatedAt })
          .from(table)
          .where(and(where, gt(id, (page - 1) * SITEMAP_PAGE_IDS), lte(id, page * SITEMAP_PAGE_IDS)))
          .orderBy(asc(id));
        if (rows.length === 0) return undefined;
        entries = rows.map(
          (row) =>
            `<url><loc>${absolute(pageOf[kind](row.id))}</loc><lastmod>${row.updatedAt.toISOString()}</lastmod></url>`,
        );
      }
      return `${XML}<urlset ${NS}>\n${entries.join('\n')}\n</urlset>\n`;
    },
  };
}
