/**
 * Lighthouse on the route table: starts the whole system as the e2e tests do (free ports, a
 * throw-away data folder, the web app built into a folder of its own) and runs Lighthouse in
 * headless Chromium on every route of `@vrmarket/domain`'s `routes`, with the seeded ids of
 * `SAMPLES` (lib/lighthouse-pages.ts), under the mobile preset (simulated slow 4G, 4× CPU) and the
 * desktop preset, the median of 3 runs. Public routes are audited as a visitor, signed-in ones as a
 * demo user (alice, or admin for the admin-market screens) whose session is stored in the audited
 * Chromium's localStorage and session cookie, where the app keeps it. It prints one table: route,
 * page, form factor, performance score, LCP, TBT, CLS and the JavaScript transferred. A route without a sample is listed
 * as 'not measured' with the reason, so a new route of the table shows up by itself. The reports are
 * kept as JSON in a temp folder. A benchmark: it prints and never fails.
 *
 * Every Lighthouse run is a child process of its own (lib/lighthouse-audit.ts, started with tsx):
 * Lighthouse keeps memory across runs inside one process, and a whole-table run in one process ran out
 * of a 4 GB heap. This process starts the system once, picks the pages and prints; the mobile rows
 * come first, then the desktop ones.
 *
 *   tsx scripts/bench/lighthouse.ts [--runs=1] [--routes=detail,home] [--form-factor=mobile|desktop]
 *                                   [--explain] [/path …]
 *
 * `--explain` adds, per page, what to look at when it misses (LCP element, render-blocking requests,
 * unused JavaScript, image delivery). `/path …` audits those paths instead (as a visitor, or as alice
 * with `--signed-in`).
 *
 * `--accessibility` runs Lighthouse's accessibility category (deterministic: one mobile run each) on
 * the same pages and prints each score with the failing audits and the elements they name;
 * `--dark` stores the dark theme choice first.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, repoRoot, tsxBin } from '../lib/process.ts';
import { type RunningSystem, startSystem } from '../lib/system.ts';
// Types only: Lighthouse runs in child processes, never in this one.
import type { AuditRequest, AuditSummary, Figures, FormFactor } from './lib/lighthouse-audit.ts';
import {
  type NotMeasured,
  type Page,
  type Session,
  signIn,
  tablePages,
  type User,
} from './lib/lighthouse-pages.ts';

const TARGET_SCORE = 0.9;
const TARGET_LCP_MS = 2000;
const TARGET_TBT_MS = 200;

const argValue = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Math.max(1, Number(argValue('runs') ?? 3) || 3);
const onlyRoutes = argValue('routes')?.split(',').filter(Boolean);
const formFactors = (['mobile', 'desktop'] as const satisfies FormFactor[]).filter(
  (form) => !argValue('form-factor') || argValue('form-factor') === form,
);
const explainMisses = process.argv.includes('--explain');
const signedIn = process.argv.includes('--signed-in');
const accessibility = process.argv.includes('--accessibility');
// `--dark`: the dark theme, chosen as the app stores it (localStorage 'theme'), for the contrast audits.
const dark = process.argv.includes('--dark');
const onlyPaths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
/** Each figure's own median over the runs. */
const medianFigures = (runs: Figures[]): Figures => ({
  score: median(runs.map((run) => run.score)),
  lcp: median(runs.map((run) => run.lcp)),
  tbt: median(runs.map((run) => run.tbt)),
  cls: median(runs.map((run) => run.cls)),
  jsKb: median(runs.map((run) => run.jsKb)),
});

const auditScript = join(repoRoot, 'scripts/bench/lib/lighthouse-audit.ts');
/** The largest peak memory of an audit process (its Node side; Chromium is a process of its own). */
let auditPeakRssMb = 0;

/**
 * One Lighthouse run in a child process (lib/lighthouse-audit.ts): Lighthouse keeps memory across
 * runs in one process, so none is ever run in this one. Rejects with the run's error.
 */
function auditInChild(request: AuditRequest): Promise<AuditSummary> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsxBin, [auditScript], { cwd: repoRoot, stdio: ['pipe', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.stdin.once('error', reject); // an audit process that died before reading its request
    // 'close', not 'exit': the whole of stdout has been read by then.
    child.once('close', (code, signal) => {
      const last = output.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !last.startsWith('{'))
        return reject(new Error(`the audit process exited with ${signal ?? code}`));
      // NaN travels as null.
      const answer = JSON.parse(last, (_key, value) => (value === null ? Number.NaN : value)) as
        | AuditSummary
        | { error: string };
      if ('error' in answer) return reject(new Error(answer.error));
      auditPeakRssMb = Math.max(auditPeakRssMb, answer.peakRssMb);
      resolve(answer);
    });
    child.stdin.end(JSON.stringify(request));
  });
}

/** A run that lost its trace (NO_NAVSTART and the like happen on a loaded machine) is run again once. */
async function audit(request: AuditRequest): Promise<AuditSummary> {
  try {
    return await auditInChild(request);
  } catch (error) {
    console.log(`  a Lighthouse run failed (${(error as Error).message}); running it again`);
    return auditInChild(request);
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

/** One accessibility run per page (the audits do not vary with load); failing audits and their elements. */
async function accessibilityMain(appUrl: string, pages: Page[], sessions: Map<User, Session>): Promise<void> {
  const rows: { name: string; score: number }[] = [];
  for (const target of pages) {
    const stored = { ...(target.user ? sessions.get(target.user) : {}), ...(dark ? { theme: 'dark' } : {}) };
    const name = `${target.route} ${target.label}`;
    let summary: AuditSummary;
    try {
      summary = await audit({
        url: appUrl + target.path,
        formFactor: 'mobile',
        category: 'accessibility',
        session: Object.keys(stored).length > 0 ? stored : undefined,
      });
    } catch (error) {
      console.log(`${name} (${target.path}): not measured, ${(error as Error).message}`);
      continue;
    }
    console.log(`${name} (${target.path}): ${summary.score.toFixed(2)}`);
    for (const note of summary.notes) console.log(`  ${note}`);
    rows.push({ name, score: summary.score });
  }
  console.log(`\n${'page'.padEnd(40)} accessibility`);
  for (const row of rows) console.log(`${row.name.padEnd(40)} ${row.score.toFixed(2)}`);
}

interface Row {
  page: Page;
  formFactor: FormFactor;
  figures?: Figures;
  failed?: string;
}

/** RUNS runs of one page under one form factor, each in a process of its own; each figure's median. */
async function measure(
  url: string,
  target: Page,
  { formFactor, session, reportsDir }: { formFactor: FormFactor; session?: Session; reportsDir: string },
): Promise<Row> {
  // One load first: the api's first answers (image variants, caches) are not the page's speed.
  try {
    await fetch(url, { headers: { accept: 'text/html' } }).then((response) => response.text());
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause?.message ?? '';
    console.log(`  warm-up load of ${target.path} failed (${(error as Error).message} ${cause})`);
  }
  const name = `${target.route}-${target.label}`.replace(/\W+/g, '_');
  const runs: AuditSummary[] = [];
  try {
    for (let run = 1; run <= RUNS; run++) {
      const reportFile = join(reportsDir, `${name}-${formFactor}-${run}.json`);
      runs.push(await audit({ url, formFactor, category: 'performance', session, reportFile }));
    }
  } catch (error) {
    console.log(`${target.route} ${target.label} ${formFactor}: failed`);
    return { page: target, formFactor, failed: (error as Error).message };
  }
  const figures = medianFigures(runs.flatMap((run) => run.figures ?? []));
  console.log(
    `${target.route} ${target.label} ${formFactor}: score ${runs.map((run) => run.score.toFixed(2)).join(' ')}, ` +
      `LCP ${ms(figures.lcp)}, TBT ${ms(figures.tbt)}, CLS ${figures.cls.toFixed(3)}, JS ${figures.jsKb.toFixed(0)} KB`,
  );
  const last = runs.at(-1);
  if (explainMisses && last && figures.score < TARGET_SCORE)
    for (const note of last.notes) console.log(`    ${note}`);
  return { page: target, formFactor, figures };
}

const cell = (text: string, width: number, right = false) =>
  right ? text.padStart(width) : text.padEnd(width);

/** The one table, as Markdown (it goes into docs/perf/lighthouse.md as it is). */
function printTable(rows: Row[], notMeasured: NotMeasured[]): void {
  const header = ['route', 'page', 'form', 'score', 'LCP', 'TBT', 'CLS', 'JS KB'];
  const widths = [22, 28, 7, 5, 8, 8, 5, 5];
  const line = (cells: string[]) =>
    `| ${cells.map((text, i) => cell(text, widths[i] ?? 0, i >= 3)).join(' | ')} |`;
  console.log(line(header));
  console.log(
    `|${widths.map((width, i) => (i >= 3 ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`,
  );
  const mark = (ok: boolean) => (ok ? '' : '*');
  for (const { page: target, formFactor, figures, failed } of rows) {
    const who = target.user ? ` (${target.user})` : '';
    const start = [target.route, `${target.label}${who}`, formFactor];
    if (!figures) {
      console.log(line([...start, '—', '—', '—', '—', '—']));
      console.log(`|   ↳ failed: ${failed ?? ''}`);
      continue;
    }
    console.log(
      line([
        ...start,
        `${figures.score.toFixed(2)}${mark(figures.score >= TARGET_SCORE)}`,
        `${(figures.lcp / 1000).toFixed(2)} s${mark(figures.lcp <= TARGET_LCP_MS)}`,
        `${ms(figures.tbt)}${mark(figures.tbt <= TARGET_TBT_MS)}`,
        figures.cls.toFixed(3),
        figures.jsKb.toFixed(0),
      ]),
    );
  }
  for (const { route, reason } of notMeasured)
    console.log(line([route, `not measured: ${reason}`, '', '', '', '', '', '']));
}

const printMemory = () =>
  console.log(
    `memory: this process ${Math.round(process.memoryUsage().rss / 2 ** 20)} MB now, peak ` +
      `${Math.round(process.resourceUsage().maxRSS / 1024)} MB; largest audit process ${auditPeakRssMb} MB`,
  );

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vrmarket-lighthouse-'));
  const reportsDir = mkdtempSync(join(tmpdir(), 'vrmarket-lighthouse-reports-'));
  let system: RunningSystem | undefined;
  try {
    console.log('starting the system (chain, seed, idp, api with the web app)…');
    system = await startSystem({
      dataDir,
      appPort: await freePort(),
      idpPort: await freePort(),
      chainPort: await freePort(),
      webDist: join(dataDir, 'web-dist'),
      quiet: true,
      log: (line) => console.log(line),
    });
    const appUrl = system.url;
    const { sessions, publicKeys } = await signIn(appUrl);
    const { pages, notMeasured } =
      onlyPaths.length > 0
        ? {
            pages: onlyPaths.map(
              (path): Page => ({ route: 'path', label: path, path, user: signedIn ? 'alice' : undefined }),
            ),
            notMeasured: [],
          }
        : await tablePages(appUrl, publicKeys, onlyRoutes);

    if (accessibility) {
      await accessibilityMain(appUrl, pages, sessions);
      printMemory();
      return;
    }

    // Every page under mobile first, then every page under desktop: the table lists them in that order.
    const rows: Row[] = [];
    for (const formFactor of formFactors)
      for (const target of pages) {
        const session = target.user ? sessions.get(target.user) : undefined;
        rows.push(await measure(appUrl + target.path, target, { formFactor, session, reportsDir }));
      }

    const [one, five] = loadavg();
    console.log(
      `\nmachine: ${cpus().length} cores, load average ${one?.toFixed(1)} (1 min) ${five?.toFixed(1)} (5 min); ` +
        `Lighthouse 13 mobile (simulated slow 4G, 4× CPU) and desktop presets, median of ${RUNS} ` +
        `(each figure its own median); * misses score ≥ ${TARGET_SCORE}, LCP ≤ ${TARGET_LCP_MS / 1000} s or ` +
        `TBT ≤ ${TARGET_TBT_MS} ms; JS KB = scripts transferred (compressed) during the load\n`,
    );
    printTable(rows, notMeasured);
    console.log(`\nreports: ${reportsDir}`);
    printMemory();
  } finally {
    await system?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main()
  .catch((error: unknown) => {
    console.log(`lighthouse bench could not finish: ${(error as Error).stack ?? error}`);
  })
  // A benchmark reports; it never fails the build.
  .finally(() => process.exit(0));
