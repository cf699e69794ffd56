import { isMarketplaceList } from '@vrmarket/domain';

/**
 * The marketplace list (`/dashboard`, `/?category=`) is the first screen's largest content: its
 * request starts as soon as the entry script runs, not once the screen's code has loaded and
 * rendered (the card pictures wait for it).
 */
export function prefetchFirstScreen(): void {
  const { pathname, search } = window.location;
  const params = new URLSearchParams(search);
  if (isMarketplaceList(pathname, params)) {
    void import('../features/nfts/prefetchMarketplaceList.ts').then((m) => m.prefetchMarketplaceList(params));
  }
}
