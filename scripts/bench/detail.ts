/**
 * The NFT detail screen: (1) the gzip size of the detail route's own JavaScript — every chunk
 * the route loads beyond the app shell, without the lazy 3D chunk — against the 60 KB target, and
 * the 3D chunk's size; (2) the time to the first rendered frame of a 1 MB glb in headless Chromium
 * (SwiftShader), from navigation and from the model's request, for the seed's heavy model as
 * uploaded and as the upload pipeline optimises it (issue 13), side by side. The built app is served by a small
 * local server with a stub of the four api calls the screen makes, so only the web side is timed.
 * A benchmark: it prints figures and never fails.
 *
 *   tsx scripts/bench/detail.ts            sizes (each file of the route's own JS) and frame times
 *   tsx scripts/bench/detail.ts --sizes    the sizes only
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { optimiseModel } from '@vrmarket/api';
import { type Browser, chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../lib/chromium.ts';
import { repoRoot } from '../lib/process.ts';
import { buildHeavyGlb } from '../seed/heavyModel.ts';

const ROUTE_TARGET_KB = 60;
const RUNS = 3;

function buildWeb(outDir: string): void {
  execFileSync(join(repoRoot, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: join(repoRoot, 'packages/web'),
    stdio: 'ignore',
  });
}

const fileKb = (outDir: string, file: string) =>
  gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024;
const gzipKb = (outDir: string, files: string[]) =>
  files.reduce((sum, file) => sum + fileKb(outDir, file), 0);

/** The JavaScript files (below /assets) a page loads until it is idle. */
async function scriptsOf(browser: Browser, url: string, ready: string): Promise<Set<string>> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const files = new Set<string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/assets/') && path.endsWith('.js')) files.add(path.slice(1));
  });
  await page.goto(url);
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await context.close();
  return files;
}

/**
 * What the detail route itself adds: the scripts a detail page without a model loads beyond what
 * every page loads (the shell, measured on /not-found); the 3D chunk is what a model adds on top.
 */
async function routeSizes(browser: Browser, outDir: string, url: string) {
  const shell = await scriptsOf(browser, `${url}/not-found`, 'h1');
  const image = await scriptsOf(browser, `${url}/detail/2`, '[data-stage="image"]');
  const model = await scriptsOf(browser, `${url}/detail/1`, '[data-viewer-state="rendered"]');
  const own = [...image].filter((file) => !shell.has(file));
  const viewer = [...model].filter((file) => !image.has(file) && !shell.has(file));
  const ownFiles = own.map((file) => ({ file, kb: fileKb(outDir, file) })).sort((a, b) => b.kb - a.kb);
  return {
    routeJs: gzipKb(outDir, own),
    routeChunks: own.length,
    ownFiles,
    viewerJs: gzipKb(outDir, viewer),
  };
}

const NFT = {
  id: '1',
  tokenId: '1',
  contractAddress: '0x00000000000000000000000000000000000000bb',
  tokenUri: null,
  ownerAddress: '0x00000000000000000000000000000000000000a1',
  seller: '0x00000000000000000000000000000000000000a1',
  categoryId: 54,
  category: [{ categoryId: 54, categoryName: 'vr3DNFTs' }],
  subCategory: [],
  collection: [],
  currency: 'USDT',
  currentPrice: null,
  mintingPrice: '10',
  mintingCurrency: 'USDT',
  lastPrice: null,
  displayPrice: '10',
  offerId: null,
  glbUrl: '/bench/heavy.glb',
  purchasesStatus: 3,
  labActive: false,
  onchain: true,
  onsale: false,
  inUsed: false,
  isSelling: false,
  isVerified: true,
  isMinted: true,
  isTemplate: false,
  assetTier: null,
  metadata: {},
  styles: [],
  components: { customTitle: 'Heavy terrain', mediaType: 'model/gltf-binary', mediaUrl: '/bench/heavy.glb' },
  createdAt: new Date().toISOString(),
  listedAt: null,
  landMapUrl: null,
};

const IMAGE_NFT = {
  ...NFT,
  id: '2',
  glbUrl: null,
  components: { customTitle: 'Flat picture', mediaType: 'image/svg+xml', mediaUrl: '/bench/picture.svg' },
};
/** The same model as the upload pipeline stores it (meshopt, welded, pruned). */
const OPTIMISED_NFT = {
  ...NFT,
  id: '3',
  glbUrl: '/bench/optimised.glb',
  components: { ...NFT.components, mediaUrl: '/bench/optimised.glb' },
};
const PICTURE =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#7b61ff"/></svg>';

const stubApi: Record<string, unknown> = {
  '/api/v1/nft/1': NFT,
  '/api/v1/nft/2': IMAGE_NFT,
  '/api/v1/nft/2/history': { results: [], total: 0, page: 1, limit: 10 },
  '/api/v1/nft/2/more-items': { source: 'default', results: [] },
  '/api/v1/nft/1/history': { results: [], total: 0, page: 1, limit: 10 },
  '/api/v1/nft/1/more-items': { source: 'default', results: [] },
  '/api/v1/nft/3': OPTIMISED_NFT,
  '/api/v1/nft/3/history': { results: [], total: 0, page: 1, limit: 10 },
  '/api/v1/nft/3/more-items': { source: 'default', results: [] },
  '/api/v1/configs/app': { allowBuy: false, allowTrading: [54], chainId: 31337, contracts: null },
};

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

function serve(outDir: string, models: Record<string, Uint8Array>): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://bench').pathname;
    const glb = models[path];
    if (glb) {
      response.writeHead(200, { 'content-type': 'model/gltf-binary', 'content-length': glb.length });
      return response.end(glb);
    }
    if (path === '/bench/picture.svg') {
      response.writeHead(200, { 'content-type': 'image/svg+xml' });
      return response.end(PICTURE);
    }
    if (path.startsWith('/api/')) {
      const body = stubApi[path];
      response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
      return response.end(
        JSON.stringify(body ?? { statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' }),
      );
    }
    const file = join(outDir, normalize(path).replace(/^(\.\.[/\\])+/, ''));
    const target = existsSync(file) && extname(file) ? file : join(outDir, 'index.html');
    response.writeHead(200, { 'content-type': types[extname(target)] ?? 'application/octet-stream' });
    response.end(readFileSync(target));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${port}` });
    }),
  );
}

/** Records when the viewer reports its first drawn frame, on the page's own clock. */
const WATCH_RENDER = `
  new MutationObserver((_, observer) => {
    if (document.querySelector('[data-viewer-state="rendered"]')) {
      window.__firstFrameAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-viewer-state'] });
`;

type FrameTimes = { fromNavigation: number; fromModelRequest: number };

/** Lighthouse's mobile network (its simulated throttling): 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up. */
const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** One load of `/detail/{id}` in a fresh context: when its model's first frame was drawn. */
async function timeFirstFrame(
  browser: Browser,
  url: string,
  id: string,
  model: string,
  mobile: boolean,
): Promise<FrameTimes> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (mobile)
    await (await context.newCDPSession(page)).send('Network.emulateNetworkConditions', MOBILE_NETWORK);
  await page.addInitScript(WATCH_RENDER);
  await page.goto(`${url}/detail/${id}`);
  await page.waitForFunction(
    () => (globalThis as { __firstFrameAt?: number }).__firstFrameAt !== undefined,
    null,
    {
      timeout: 120_000,
    },
  );
  const times = await page.evaluate((path) => {
    const at = (globalThis as { __firstFrameAt?: number }).__firstFrameAt!;
    const request = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(path));
    return { fromNavigation: at, fromModelRequest: at - (request?.startTime ?? 0) };
  }, model);
  await context.close();
  return times;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The first-frame table: the heavy model as uploaded and as optimised, local and mobile network. */
async function printFrameTimes(browser: Browser, url: string, heavy: Uint8Array, optimised: Uint8Array) {
  const mbOf = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;
  const cell = (runs: FrameTimes[], key: keyof FrameTimes) =>
    `${median(runs.map((r) => r[key])).toFixed(0)} ms`.padStart(14);
  console.log(
    `\nfirst rendered frame of the seed's heavy model on the detail screen (headless Chromium, SwiftShader, median of ${RUNS})`,
  );
  console.log(`${''.padEnd(52)}${'original'.padStart(14)}${'optimised'.padStart(14)}`);
  console.log(
    `${'glb size'.padEnd(52)}${mbOf(heavy.length).padStart(14)}${mbOf(optimised.length).padStart(14)}`,
  );
  for (const [network, mobile] of [
    ['local', false],
    ['mobile network (1.6 Mbit/s, 150 ms)', true],
  ] as const) {
    // Alternately, so both see the same machine load.
    const original: FrameTimes[] = [];
    const smaller: FrameTimes[] = [];
    for (let run = 0; run < RUNS; run++) {
      original.push(await timeFirstFrame(browser, url, '1', '/bench/heavy.glb', mobile));
      smaller.push(await timeFirstFrame(browser, url, '3', '/bench/optimised.glb', mobile));
    }
    console.log(
      `${`${network}: from navigation`.padEnd(52)}${cell(original, 'fromNavigation')}${cell(smaller, 'fromNavigation')}`,
    );
    console.log(
      `${`${network}: from the model's request`.padEnd(52)}${cell(original, 'fromModelRequest')}${cell(smaller, 'fromModelRequest')}`,
    );
    console.log(
      `  runs (ms from navigation): original ${original.map((r) => r.fromNavigation.toFixed(0)).join(', ')}; ` +
        `optimised ${smaller.map((r) => r.fromNavigation.toFixed(0)).join(', ')}`,
    );
  }
}

const outDir = mkdtempSync(join(tmpdir(), 'vrmarket-bench-detail-'));
try {
  console.log('building the web app…');
  buildWeb(outDir);
  const heavy = await buildHeavyGlb(1_000_000);
  const optimised = (await optimiseModel(new Uint8Array(heavy.glb), false)).glb;
  const { server, url } = await serve(outDir, {
    '/bench/heavy.glb': heavy.glb,
    '/bench/optimised.glb': optimised,
  });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
  });
  try {
    const sizes = await routeSizes(browser, outDir, url);
    const ratio = sizes.routeJs / ROUTE_TARGET_KB;
    console.log(
      `detail route's own JS (gzip, ${sizes.routeChunks} files beyond the shell, no 3D): ${sizes.routeJs.toFixed(1)} KB` +
        ` — target ≤ ${ROUTE_TARGET_KB} KB, ratio ${ratio.toFixed(2)} ${ratio <= 1 ? '✓' : '✗'}`,
    );
    for (const { file, kb } of sizes.ownFiles) console.log(`  ${kb.toFixed(1).padStart(5)} KB  ${file}`);
    console.log(`3D chunk (gzip, loaded only when a model is shown): ${sizes.viewerJs.toFixed(1)} KB`);
    if (!process.argv.includes('--sizes')) await printFrameTimes(browser, url, heavy.glb, optimised);
  } finally {
    await browser.close();
    server.close();
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
