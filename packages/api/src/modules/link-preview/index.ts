import {
  type Collection,
  decodeUiCookie,
  formatPrice,
  matchRoute,
  type Nft,
  nftTitle,
  type RouteMatch,
} from '@vrmarket/domain';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import {
  type Head,
  isIndexed,
  type PreviewImage,
  ROUTE_HEADS,
  renderHead,
} from '../../http/link-preview/heads.ts';
import { previewTexts } from '../../http/link-preview/texts.ts';
import { apiMediaUrl, MEDIA_KEY, type Storage } from '../../storage/index.ts';
import type { CollectionService } from '../collections/service.ts';
import { mediaSafetyHeaders } from '../media/routes.ts';
import type { MediaService } from '../media/service.ts';
import { isResizable } from '../media/variants.ts';
import type { NftDetailService } from '../nft-detail/service.ts';
import { CARD_SIZE, createCards } from './card.ts';
import { createSitemaps, parseSitemapName } from './sitemap.ts';

export { withHead } from '../../http/link-preview/heads.ts';

type Dependencies = {
  config: Pick<Config, 'publicUrl'>;
  db: Db;
  storage: Storage;
  media: MediaService;
  nftDetail: Pick<NftDetailService, 'get'>;
  collections: Pick<CollectionService, 'details'>;
  log: FastifyBaseLogger;
};

export type LinkPreview = ReturnType<typeof createLinkPreview>;

/** The card of a picture: `/api/media/<key>/card.jpg`. */
export const cardPath = (key: string) => `${apiMediaUrl(key)}/card.jpg`;

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Crawlers come back for sitemaps; an hour old is fresh enough. */
const SITEMAP_CACHE = 'public, max-age=3600';
const DESCRIPTION_LIMIT = 200;
const DB_ID = /^[1-9]\d{0,14}$/;

/** The still picture of an NFT, as its cards and detail screen pick it (web: features/nft-detail/display.ts). */
function pictureOf(nft: Nft): string | undefined {
  const { components, metadata } = nft;
  const media = components.mediaType?.startsWith('image/') ? components.mediaUrl : undefined;
  return metadata.image || components.model3dThumbnails || media || undefined;
}

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LIMIT ? flat : `${flat.slice(0, DESCRIPTION_LIMIT - 1).trimEnd()}…`;
}

/**
 * Link previews of the route table's screens: the head of each page (title, description,
 * canonical URL, Open Graph and Twitter card, the NFT's or collection's own when the screen is
 * about one), the 1200 × 630 card images they show, robots.txt and the sitemaps.
 */
export function createLinkPreview({ config, db, storage, media, nftDetail, collections, log }: Dependencies) {
  const { publicUrl } = config;
  const cards = createCards({ storage });
  const sitemaps = createSitemaps({ db, publicUrl });

  /** A picture as a preview image: a card for this api's pictures, an absolute URL of elsewhere as it is. */
  async function previewImage(url: string | null | undefined): Promise<PreviewImage | undefined> {
    if (!url) return undefined;
    const key = url.split(/[?#]/)[0]!.split('/').pop() ?? '';
    const ours =
      MEDIA_KEY.test(key) &&
      [apiMediaUrl(key), `${publicUrl}${apiMediaUrl(key)}`, storage.urlOf(key)].includes(url);
    if (ours) {
      const file = await media.find(key);
      return file && isResizable(file.mime)
        ? { url: `${publicUrl}${cardPath(key)}`, ...CARD_SIZE }
        : undefined;
    }
    return /^https?:\/\/[^\s"'<>]+$/.test(url) ? { url } : undefined;
  }

  /** Undefined for an unknown or hidden record (the api's 404), never the error itself. */
  async function visible<T>(read: () => Promise<T | null>): Promise<T | undefined> {
    try {
      return (await read()) ?? undefined;
    } catch (error) {
      if (!(error instanceof HttpError && error.statusCode === 404)) {
        log.error({ err: error }, 'link preview: reading the page subject failed');
      }
      return undefined;
    }
  }

  async function subjectHead(
    match: RouteMatch,
    query: URLSearchParams,
    t: (typeof previewTexts)['en' | 'vi'],
  ): Promise<Pick<Head, 'name' | 'description' | 'image' | 'facts'> | undefined> {
    const subject = ROUTE_HEADS[match.name]?.subject;
    if (subject === 'nft') {
      const id = match.params.id ?? '';
      const nft = DB_ID.test(id) ? await visible<Nft>(() => nftDetail.get(Number(id))) : undefined;
      if (!nft) return undefined;
      const price = formatPrice(nft.displayPrice, nft.currency);
      const about = nft.components.model3dDescription?.trim() || t.nftDescription;
      return {
        name: nftTitle(nft),
        description: clip(`${t.price}: ${price}. ${about}`),
        image: await previewImage(pictureOf(nft)),
        facts: [
          { label: t.price, value: price },
          ...(nft.collection[0]
            ? [{ label: t.screens.collectionExplore, value: nft.collection[0].collectionName }]
            : []),
        ],
      };
    }
    if (subject === 'collection') {
      const id = query.get('collectionId') ?? '';
      const collection = DB_ID.test(id)
        ? await visible<Collection>(() => collections.details(Number(id)))
        : undefined;
      if (!collection) return undefined;
      const floor = collection.stats.floor.map((row) => formatPrice(row.price, row.currency)).join(' / ');
      const facts = [
        ...(floor ? [{ label: t.floor, value: floor }] : []),
        { label: t.items, value: String(collection.totalItems) },
      ];
      const summary = facts.map((fact) => `${fact.label}: ${fact.value}`).join(' · ');
      return {
        name: collection.collectionName || t.screens.collectionExplore,
        description: clip(`${summary}. ${collection.description.trim() || t.collectionDescription}`),
        image: await previewImage(collection.cover ?? collection.avatar),
        facts,
      };
    }
    return undefined;
  }

  /** The head of the page a request asks for, in the visitor's language (the `ui` cookie), else English. */
  async function headOf(request: FastifyRequest): Promise<Head> {
    const lang = decodeUiCookie(request.headers.cookie)?.lang ?? 'en';
    const t = previewTexts[lang];
    const url = new URL(request.url, 'http://page.invalid');
    const match = matchRoute(url.pathname);
    const base = { lang, description: t.siteDescription, facts: [] };
    if (!match) return { ...base, title: t.siteTitle, name: t.siteTitle, index: false };
    const screen = t.screens[match.name];
    const canonical = ROUTE_HEADS[match.name]?.canonical?.(match, url.searchParams);
    const head: Head = {
      ...base,
      title: match.name === 'home' ? t.siteTitle : `${screen} · ${t.site}`,
      name: match.name === 'home' ? t.siteTitle : screen,
      url: `${publicUrl}${canonical ?? url.pathname.replace(/(.)\/$/, '$1')}`,
      index: isIndexed(match.name),
    };
    if (!ROUTE_HEADS[match.name]?.subject) return head;
    const about = await subjectHead(match, url.searchParams, t);
    // A screen about a record that visitors may not see is a page about nothing: not indexed.
    if (!about) return { ...head, index: false };
    return { ...head, ...about, title: `${about.name} · ${t.site}` };
  }

  const routes: FastifyPluginAsyncZod = async (app) => {
    app.get(
      '/api/media/:key/card.jpg',
      {
        schema: {
          tags: ['media'],
          summary: 'The 1200 × 630 link-preview card of a stored picture (JPEG), made once and stored',
          params: z.object({ key: z.string() }),
        },
      },
      async (request, reply) => {
        const file = await media.find(request.params.key);
        if (!file || !isResizable(file.mime)) throw new HttpError(404, 'NOT_FOUND');
        // A picture sharp cannot read (a damaged upload) has no card.
        const card = await cards.get(file).catch((error: unknown) => {
          request.log.warn({ err: error, key: request.params.key }, 'link preview: no card for the picture');
          return undefined;
        });
        if (!card) throw new HttpError(404, 'NOT_FOUND');
        const etag = `"${file.hash}-card"`;
        reply
          .header('content-type', 'image/jpeg')
          .header('cache-control', IMMUTABLE)
          .header('etag', etag)
          .headers(mediaSafetyHeaders('image/jpeg'));
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.header('content-length', card.size).send(card.open());
      },
    );

    app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', SITEMAP_CACHE).send(sitemaps.robots()),
    );

    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', SITEMAP_CACHE)
        .send(await sitemaps.index()),
    );

    app.get(
      '/sitemaps/:name',
      { schema: { hide: true, params: z.object({ name: z.string() }) } },
      async (request, reply) => {
        const file = parseSitemapName(request.params.name);
        const body = file && (await sitemaps.page(file.kind, file.page));
        if (!body) throw new HttpError(404, 'NOT_FOUND');
        return reply.type('application/xml; charset=utf-8').header('cache-control', SITEMAP_CACHE).send(body);
      },
    );
  };

  return {
    /** The head elements of the page a request asks for (escaped). */
    headTags: async (request: FastifyRequest) => renderHead(await headOf(request)),
    routes,
  };
}
