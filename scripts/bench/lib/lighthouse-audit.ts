/**
 * One Lighthouse run in a process of its own. Lighthouse keeps memory from run to run inside one
 * process (a whole-table run of scripts/bench/lighthouse.ts once ran out of a 4 GB heap), so the
 * bench starts this script with tsx for every run: it reads an `AuditRequest` as JSON on stdin, runs
 * Lighthouse once in a fresh headless Chromium (no cache between runs), keeps the whole report in
 * `reportFile` when asked, and prints one line of JSON on stdout: an `AuditSummary` (the figures and
 * the few lines `--explain` and `--accessibility` print), or `{ "error": … }` when the run failed.
 *
 * The bench imports only its types, so Lighthouse is never loaded in the bench's own process.
 */
import { writeFileSync } from 'node:fs';
import { SESSION_COOKIE_NAME } from '@vrmarket/domain';
import { launch } from 'chrome-launcher';
import lighthouse, { type Config, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../../lib/chromium.ts';

export type FormFactor = 'mobile' | 'desktop';

export interface AuditRequest {
  url: string;
  formFactor: FormFactor;
  category: 'performance' | 'accessibility';
  /** localStorage items for the app's origin (a signed-in session, the theme). */
  session?: Record<string, string>;
  /** Where to keep the whole report (JSON). */
  reportFile?: string;
}

export type Figures = { score: number; lcp: number; tbt: number; cls: number; jsKb: number };

export interface AuditSummary {
  /** The category's score; with the performance figures for the performance category. */
  score: number;
  figures?: Figures;
  /** Performance: what to look at when the page misses. Accessibility: the failing audits. */
  notes: string[];
  /** The peak resident memory of this process (the bench reports the largest). */
  peakRssMb: number;
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** Table rows of an audit's details (the shape every opportunity/diagnostic shares). */
function detailItems(lhr: Result, id: string): Record<string, unknown>[] {
  const details = lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined;
  return details?.items ?? [];
}

/** The JavaScript the page loaded during the audit, as transferred (compressed). */
const scriptKb = (lhr: Result) =>
  detailItems(lhr, 'network-requests')
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0) / 1024;

const figuresOf = (lhr: Result): Figures => ({
  score: lhr.categories.performance?.score ?? Number.NaN,
  lcp: numeric(lhr, 'largest-contentful-paint'),
  tbt: numeric(lhr, 'total-blocking-time'),
  cls: numeric(lhr, 'cumulative-layout-shift'),
  jsKb: scriptKb(lhr),
});

const kb = (bytes: unknown) => `${(Number(bytes) / 1024).toFixed(0)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** What to look at when a page misses: the LCP element and its parts, and the costliest audits. */
function explain(lhr: Result): string[] {
  const lines: string[] = [];
  const breakdown = detailItems(lhr, 'lcp-breakdown-insight') as {
    type?: string;
    snippet?: string;
    items?: { label?: string; duration?: number }[];
  }[];
  const node = breakdown.find((item) => item.type === 'node');
  if (node?.snippet) lines.push(`LCP element: ${node.snippet}`);
  const parts = breakdown.find((item) => item.type === 'table')?.items ?? [];
  if (parts.length > 0)
    lines.push(`LCP parts: ${parts.map((part) => `${part.label} ${ms(part.duration ?? 0)}`).join(', ')}`);
  for (const item of detailItems(lhr, 'render-blocking-insight').slice(0, 5))
    lines.push(`render-blocking: ${item.url} (${ms(Number(item.wastedMs ?? 0))})`);
  for (const item of detailItems(lhr, 'unused-javascript').slice(0, 3))
    lines.push(`unused JS: ${item.url} ${kb(item.wastedBytes)} of ${kb(item.totalBytes)}`);
  for (const item of detailItems(lhr, 'image-delivery-insight').slice(0, 3))
    lines.push(`image delivery: ${item.url} could save ${kb(item.wastedBytes)}`);
  const bootup = lhr.audits['bootup-time']?.numericValue;
  if (bootup !== undefined) lines.push(`JS execution (simulated CPU): ${ms(bootup)}`);
  return lines;
}

/** The failing accessibility audits, each with the elements it names. */
function failingAudits(lhr: Result): string[] {
  const lines: string[] = [];
  for (const result of Object.values(lhr.audits)) {
    if (result.score === null || result.score === 1 || result.scoreDisplayMode !== 'binary') continue;
    lines.push(`${result.id}: ${result.title}`);
    const items =
      (result.details as { items?: { node?: { snippet?: string; explanation?: string } }[] })?.items ?? [];
    for (const item of items.slice(0, 6))
      lines.push(
        item.node
          ? `    ${item.node.snippet}${item.node.explanation ? ` — ${item.node.explanation.split('\n').join(' ')}` : ''}`
          : `    ${JSON.stringify(item).slice(0, 300)}`,
      );
  }
  return lines;
}

/**
 * Stores the session in the launched Chromium's localStorage for the app's origin (set on a
 * same-origin JSON url, so no app script is fetched) and, for a signed-in one, the `session`
 * cookie the app writes beside it on any page, so the audited page is what a signed-in user's
 * next visit gets (rendered on the server as theirs); then empties the HTTP cache.
 */
async function storeSession(port: number, url: string, session: Record<string, string>): Promise<void> {
  // Connected over the DevTools protocol: closing disconnects, the Chromium stays for Lighthouse.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const tab = await context.newPage();
    await tab.goto(new URL('/health', url).toString());
    await tab.evaluate((items) => {
      const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } })
        .localStorage;
      for (const [key, value] of Object.entries(items)) storage.setItem(key, value);
    }, session);
    if (session.access_token) {
      await context.addCookies([
        { name: SESSION_COOKIE_NAME, value: session.access_token, url: new URL(url).origin, sameSite: 'Lax' },
      ]);
    }
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.clearBrowserCache');
    await tab.close();
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run on one URL in a fresh headless Chromium. */
async function audit({
  url,
  formFactor,
  category,
  session,
  reportFile,
}: AuditRequest): Promise<AuditSummary> {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags, logLevel: 'silent' });
  try {
    if (session) await storeSession(chrome.port, url, session);
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [category],
        // Lighthouse would clear the origin's storage, the session with it (the cache is cleared above).
        disableStorageReset: !!session,
        // The not-found screen answers 404 (so crawlers drop it); it is still a page people see.
        ignoreStatusCode: true,
      },
      formFactor === 'desktop' ? (desktopConfig as Config) : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
    // A signed-in screen without its session redirects to /: that would be measuring another page.
    if (session?.access_token && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
    if (reportFile) writeFileSync(reportFile, JSON.stringify(lhr));
    const performance = category === 'performance';
    return {
      score: lhr.categories[category]?.score ?? Number.NaN,
      figures: performance ? figuresOf(lhr) : undefined,
      notes: performance ? explain(lhr) : failingAudits(lhr),
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    };
  } finally {
    chrome.kill();
  }
}

async function main(): Promise<void> {
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  let answer: AuditSummary | { error: string };
  try {
    answer = await audit(JSON.parse(input) as AuditRequest);
  } catch (error) {
    answer = { error: (error as Error).message.split('\n')[0] ?? String(error) };
  }
  // One line; NaN (a missing figure) is sent as null and read back as NaN.
  process.stdout.write(`${JSON.stringify(answer)}\n`, () => process.exit(0));
}

await main();
