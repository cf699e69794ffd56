/**
 * The api names the page it serves in its `<title>` (packages/api/src/http/link-preview): an NFT's
 * or a collection's name, for link unfurlers and crawlers, which run no script. In the app the
 * screens set their own `<title>`; a screen without one would keep showing the first page's name
 * after the visitor has moved on. So before the app renders, the served title becomes the site's
 * (its `data-site`), as index.html had it, and stays in the head under the screens' own.
 */
export function restoreSiteTitle(doc: Document = document): void {
  const title = doc.querySelector<HTMLTitleElement>('head > title[data-site]');
  if (!title) return;
  title.textContent = title.dataset.site ?? '';
  title.removeAttribute('data-site');
  // React takes the head's first <title> over for the first screen that renders one, and removes it
  // with that screen: the tab was left untitled. It leaves a title with `itemprop` alone and puts
  // the screen's own before it, where the browser reads it.
  title.setAttribute('itemprop', 'name');
}
