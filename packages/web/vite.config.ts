import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { screenModules } from './src/router/screenModules.ts';
import { firstLoadLayers, layerGroups } from './vite-plugins/firstLoadLayers.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { preloadFont } from './vite-plugins/preloadFont.ts';
import { routePreloads } from './vite-plugins/routePreloads.ts';

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
    priority: 30,
  },
  {
    name: 'i18n',
    test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
    priority: 30,
  },
  // The marketplace list parses its URL with zod, and the signed-in header checks the kept profile:
  // in a chunk of its own, a signed-in screen does not load the whole list's chunk for it.
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 25 },
];

/** The api serves /api and the land-planning map pages the detail screen frames. */
const apiProxy = {
  '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
  '/map-land-planning': { target: 'http://127.0.0.1:3000', changeOrigin: false },
};

export default defineConfig({
  plugins: [react(), firstLoadLayers(), preloadFont(), routePreloads(screenModules), precompress()],
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
      output: { codeSplitting: { groups: [...vendorGroups, ...layerGroups] } },
      // @vrmarket/domain is pure (no I/O, no side effects), but its zod schemas are top-level calls
      // the bundler cannot prove pure: without this rule every schema (and zod, ~35 KB gzip) lands
      // in the first load of every page. TODO(domain): `"sideEffects": false` in its package.json.
      treeshake: { moduleSideEffects: [{ test: /packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }] },
    },
  },
});
