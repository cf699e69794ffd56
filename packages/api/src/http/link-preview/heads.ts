import { ExploreTopic, protectedRoutes, type RouteMatch, type RouteName, routes } from '@vrmarket/domain';
import { type Lang, previewTexts } from './texts.ts';

/**
 * What the route table's screens need beyond their path for a link preview. Every screen of the
 * table has a head (its title, the site's description and picture-less cards) and is indexed
 * unless it needs a login or is the not-found page; the entries here add the rest.
 */
interface RouteHead {
  /** The record the screen is about: an NFT (`:id`) or a collection (`?collectionId=`). */
  subject?: 'nft' | 'collection';
  /** The canonical path of a page of the screen; by default its path without the query. */
  canonical?: (match: RouteMatch, query: URLSearchParams) => string;
  /** Pages of the screen the sitemap lists as they are (pages about one record come from the database). */
  listed?: () => string[];
}

const exploreTopics = Object.values(ExploreTopic) as string[];

export const ROUTE_HEADS: Partial<Record<RouteName, RouteHead>> = {
  home: { listed: () => [routes.home()] },
  dashboard: { listed: () => [routes.dashboard()] },
  detail: { subject: 'nft', canonical: ({ params }) => routes.detail(params.id) },
  dashboardDetail: { subject: 'nft', canonical: ({ params }) => routes.detail(params.id) },
  explores: {
    canonical: (_match, query) => {
      const topic = query.get('topic');
      return topic && exploreTopics.includes(topic)
        ? routes.explores({ topic: topic as ExploreTopic })
        : routes.explores();
    },
    listed: () => exploreTopics.map((topic) => routes.explores({ topic: topic as ExploreTopic })),
  },
  collectionExplore: {
    subject: 'collection',
    canonical: (_match, query) => routes.collectionExplore(query.get('collectionId') ?? undefined),
  },
  collectionDetail: {
    subject: 'collection',
    canonical: (_match, query) => routes.collectionExplore(query.get('collectionId') ?? undefined),
  },
};

/** Whether search engines may index a screen's pages (before its subject is known). */
export const isIndexed = (name: RouteName) => name !== 'notFound' && !protectedRoutes.includes(name);

/** The public pages of the route table the sitemap lists as they are. */
export const listedPages = (): string[] =>
  (Object.keys(ROUTE_HEADS) as RouteName[]).flatMap((name) =>
    isIndexed(name) ? (ROUTE_HEADS[name]?.listed?.() ?? []) : [],
  );

export interface PreviewImage {
  url: string;
  /** Known for the card images the api makes (1200 × 630). */
  width?: number;
  height?: number;
}

/** The head of one page, before escaping. */
export interface Head {
  lang: Lang;
  /** The document's `<title>`. */
  title: string;
  /** og:title and twitter:title: the subject's name, else the screen's. */
  name: string;
  description: string;
  /** Absolute canonical URL; none for a path that is no screen. */
  url?: string;
  index: boolean;
  image?: PreviewImage;
  /** Label and value pairs some unfurlers show under the title (Slack: twitter:label1/data1). */
  facts: { label: string; value: string }[];
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text safe inside an element and inside a double-quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The head elements of a page: description, robots, canonical, Open Graph and Twitter card. */
export function renderHead(head: Head): string {
  const t = previewTexts[head.lang];
  const tags = [
    // data-site: the title the web app shows until a screen sets its own (src/router/serverTitle.ts).
    `<title data-site="${escapeHtml(t.siteTitle)}">${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
  ];
  if (!head.index) tags.push(meta('name', 'robots', 'noindex'));
  if (head.url) tags.push(`<link rel="canonical" href="${escapeHtml(head.url)}">`);
  tags.push(
    meta('property', 'og:site_name', t.site),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', t.locale),
    meta('property', 'og:title', head.name),
    meta('property', 'og:description', head.description),
  );
  if (head.url) tags.push(meta('property', 'og:url', head.url));
  const { image } = head;
  if (image) {
    tags.push(meta('property', 'og:image', image.url), meta('property', 'og:image:alt', head.name));
    if (image.width && image.height) {
      tags.push(
        meta('property', 'og:image:type', 'image/jpeg'),
        meta('property', 'og:image:width', String(image.width)),
        meta('property', 'og:image:height', String(image.height)),
      );
    }
  }
  tags.push(
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.name),
    meta('name', 'twitter:description', head.description),
  );
  if (image) tags.push(meta('name', 'twitter:image', image.url));
  head.facts.slice(0, 2).forEach((fact, i) => {
    tags.push(
      meta('name', `twitter:label${i + 1}`, fact.label),
      meta('name', `twitter:data${i + 1}`, fact.value),
    );
  });
  return tags.join('');
}

const TITLE = /<title>[^<]*<\/title>\s*/;
const DESCRIPTION = /<meta name="description"[^>]*>\s*/;

/** index.html with the page's head: its own title and description replace the template's. */
export function withHead(html: string, tags: string): string {
  return html
    .replace(TITLE, '')
    .replace(DESCRIPTION, '')
    .replace('</head>', () => `${tags}</head>`);
}
