import { describe, expect, it } from 'vitest';
import { withHead } from './link-preview/heads.ts';
import { pageHtml } from './web-app.ts';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>vrmarket</title></head>' +
  '<body><noscript>Enable JavaScript</noscript><div id="root"></div></body></html>';
// What String.replace would read as patterns in a replacement string.
const TRICKY = "Dragon $& $` $' $$ $1";

describe('the page template', () => {
  it("keeps users' texts as written in the rendered markup, state and head", () => {
    const html = pageHtml(TEMPLATE, ['/assets/a.js'], {
      mode: 'dark',
      lang: 'en',
      width: 1200,
      list: 'grid',
      result: { html: `<h1>${TRICKY}</h1>`, css: '', state: { title: TRICKY }, preloads: '' },
    });
    expect(html).toContain(`<div id="root"><h1>${TRICKY}</h1></div>`);
    expect(html).toContain(`{"title":${JSON.stringify(TRICKY)}}</script>`);
    expect(html.match(/<html/g)).toHaveLength(1);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);

    const headed = withHead(TEMPLATE, `<title>${TRICKY}</title>`);
    expect(headed).toContain(`<head><title>${TRICKY}</title></head>`);
  });
});
