import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Long-lived vendor chunks: they change only when a dependency is upgraded, so browsers keep them
 * cached across our releases. MUI, icons, wallet (wagmi/viem) and 3D (three) code are left out: a
 * group takes every module it matches, so an MUI group put every component of every screen into
 * the first load of `/`; split by the import graph, each screen's chunk carries its own components.
 */
const vendorGroups = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
  },
  {
    name: 'i18n',
    test: /node_modules[\\/](i18next|react-i18next|i18next-browser-languagedetector|html-parse-stringify|void-elements)[\\/]/,
  },
];

/** Text files worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;

/**
 * Brotli and gzip copies beside every text file of the build (`a.js.br`, `a.js.gz`): the api sends
 * them to browsers that accept them (@fastify/static `preCompressed`) without compressing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  const filesOf = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesOf(path) : [path];
    });
  return {
    name: 'vrmarket-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesOf(outDir).filter((path) => COMPRESSIBLE.test(path))) {
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * Preloads the Latin subset of the text font from index.html: otherwise it is found only once the
 * stylesheet is parsed, and the first screen's headline (the landing's LCP) swaps to it late.
 */
function preloadFont(): Plugin {
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

/** The entry pages whose screen code the api announces in their HTML (packages/api/src/http/web-app.ts). */
const ENTRY_SCREENS: Record<string, string[]> = {
  '/': ['src/routes/home/HomePage.tsx'],
  // The entry starts the list request of /dashboard from its own small chunk (src/router/prefetchFirstScreen.ts).
  '/dashboard': ['src/routes/dashboard/DashboardPage.tsx', 'src/features/nfts/prefetchMarketplaceList.ts'],
};

/**
 * Writes `route-preloads.json`: for each entry page, the chunks of its screen that index.html does
 * not load already. Screens are lazy routes, so the browser would otherwise request them only once
 * the entry script has run; the api puts them into that page's HTML as `modulepreload` links.
 */
function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'vrmarket-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (file: string, into = new Set<string>()): Set<string> => {
        if (into.has(file)) return into;
        into.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into);
        return into;
      };
      const entryFiles = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [...closure(c.fileName)]));
      const preloads: Record<string, string[]> = {};
      for (const [page, sources] of Object.entries(ENTRY_SCREENS)) {
        const files = new Set<string>();
        for (const source of sources) {
          const screen = chunks.find((chunk) => chunk.facadeModuleId === resolve(root, source));
          if (screen) closure(screen.fileName, files);
        }
        preloads[page] = [...files].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads) });
    },
  };
}

/** The api serves /api and the land-planning map pages the detail screen frames. */
const apiProxy = {
  '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
  '/map-land-planning': { target: 'http://127.0.0.1:3000', changeOrigin: false },
};

export default defineConfig({
  plugins: [react(), preloadFont(), routePreloads(), precompress()],
  server: {
    port: 5173,
    proxy: apiProxy,
  },
  preview: {
    proxy: apiProxy,
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorGroups } },
      // @vrmarket/domain is pure (no I/O, no side effects), but its zod schemas are top-level calls
      // the bundler cannot prove pure: without this rule every schema (and zod, ~35 KB gzip) lands
      // in the first load of every page. TODO(domain): `"sideEffects": false` in its package.json.
      treeshake: { moduleSideEffects: [{ test: /packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }] },
    },
  },
});
