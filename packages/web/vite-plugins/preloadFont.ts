import type { Plugin } from 'vite';

/**
 * Preloads the Latin subset of the text font from index.html: otherwise it is found only once the
 * stylesheet is parsed, and the first screen's headline (the landing's LCP) swaps to it late.
 */
export function preloadFont(): Plugin {
  return {
    name: 'vrmarket-preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) =>
          /plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        if (!font) return [];
        const href = `/${font}`;
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
