import { formatArea } from '@vrmarket/domain';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; background: #0f1623; color: #eef2f8; }
  main { max-width: 880px; margin: 0 auto; padding: 24px; display: grid; gap: 16px; }
  .hero { display: grid; gap: 20px; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); align-items: center; }
  @media (max-width: 600px) { .hero { grid-template-columns: 1fr; } main { padding: 16px; } }
  img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; border-radius: 12px; background: #1d2636; }
  h1 { margin: 0; font-size: 1.7rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; margin: 0; }
  dt { color: #9aa6b8; } dd { margin: 0; font-weight: 600; }
  .badge { display: inline-block; padding: 4px 10px; border-radius: 999px; font-size: .8rem; font-weight: 700; }
  .open { background: #1f7a4d; } .setup { background: #8a6410; }
  a { color: #7fb7ff; }
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export interface TemplateIndex {
  title: string;
  description: string;
  avatar: string | null;
  price: string;
  area: string | null;
  categoryTitle: string;
}

const areaText = (area: string | null) => (area === null ? '-' : `${formatArea(area, 2)} m²`);

/** A template's resource index page: what the 'Preview vrStore' dialog frames. */
export function renderTemplateIndexPage(template: TemplateIndex): string {
  return page(
    template.title,
    `<section class="hero">
      ${template.avatar ? `<img src="${escapeHtml(template.avatar)}" alt="${escapeHtml(template.title)}">` : ''}
      <div>
        <h1>${escapeHtml(template.title)}</h1>
        <p>${escapeHtml(template.description)}</p>
        <dl>
          <dt>Category</dt><dd>${escapeHtml(template.categoryTitle)}</dd>
          <dt>Area</dt><dd>${escapeHtml(areaText(template.area))}</dd>
          <dt>Price</dt><dd>${escapeHtml(template.price)} USDT</dd>
        </dl>
      </div>
    </section>`,
  );
}

export interface StorePage {
  name: string;
  categoryTitle: string;
  templateTitle: string;
  avatar: string | null;
  area: string | null;
  nftId: number | null;
  open: boolean;
}

/** A store's page (`data.url`): open once its creator marked it created, else being set up. */
export function renderStorePage(store: StorePage, detailUrl: string | null): string {
  const status = store.open
    ? '<span class="badge open">Open</span>'
    : '<span class="badge setup">Being set up</span>';
  return page(
    store.name,
    `<section class="hero">
      ${store.avatar ? `<img src="${escapeHtml(store.avatar)}" alt="${escapeHtml(store.name)}">` : ''}
      <div>
        ${status}
        <h1>${escapeHtml(store.name)}</h1>
        <dl>
          <dt>Category</dt><dd>${escapeHtml(store.categoryTitle)}</dd>
          <dt>Model</dt><dd>${escapeHtml(store.templateTitle)}</dd>
          <dt>Area</dt><dd>${escapeHtml(areaText(store.area))}</dd>
        </dl>
        ${detailUrl ? `<p><a href="${escapeHtml(detailUrl)}" target="_top">See the NFT</a></p>` : ''}
      </div>
    </section>`,
  );
}

export function renderStoreNotFoundPage(): string {
  return page('Not found', '<h1>This vrStore does not exist.</h1>');
}
