/**
 * `npm test`: every test layer, in order of cost — lint and dependency rules, types, unit and
 * integration tests (api on PGlite, and again on PostgreSQL when DATABASE_URL is set), Solidity
 * tests, then the browser scenarios against the started system. Prints one closing line: "N passed, N failed".
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { repoRoot } from './lib/process.ts';
import { runSteps, type Step } from './lib/steps.ts';
import { typecheckTargets } from './lib/typecheck-targets.ts';
import { e2eWebDist, ensureWebBuild } from './lib/web-build.ts';

const bin = (name: string) => join(repoRoot, 'node_modules/.bin', name);
const reports = mkdtempSync(join(tmpdir(), 'vrmarket-test-'));

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

const firstLine = (message = '') => message.split('\n')[0]?.slice(0, 300);

function vitestStep(name: string, args: string[], env: NodeJS.ProcessEnv = {}, cwd = repoRoot): Step {
  const outputFile = join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const report = () =>
    existsSync(outputFile) ? (JSON.parse(readFileSync(outputFile, 'utf8')) as VitestReport) : undefined;
  return {
    name,
    command: bin('vitest'),
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`, ...args],
    env,
    cwd,
    count: () => {
      const counted = report();
      return counted && { passed: counted.numPassedTests, failed: counted.numFailedTests };
    },
    failures: () =>
      (report()?.testResults ?? []).flatMap((file) => {
        const path = relative(repoRoot, file.name);
        const failed = file.assertionResults.filter((test) => test.status === 'failed');
        // A file that failed outside its tests (a hook, an import) has no failed test to name.
        if (failed.length === 0)
          return file.status === 'failed' ? [`${path}: ${firstLine(file.message)}`] : [];
        return failed.map((test) => `${path} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
      }),
  };
}

/** The api's tests of the embedded engine itself, run on PGlite even when DATABASE_URL is set. */
const embeddedEngineTests = ['packages/api/src/db/', 'packages/api/src/main.test.ts'];

const steps: Step[] = [
  // The two commands of `npm run lint`: Biome, then the house's dependency rules (docs/adr/0012).
  { name: 'lint', command: bin('biome'), args: ['check', '.'] },
  {
    name: 'dependency rules',
    command: bin('depcruise'),
    args: ['packages', 'scripts', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
  },
  ...typecheckTargets.map((dir) => ({ name: `types ${dir}`, command: bin('tsc'), args: ['-p', dir] })),
];
// One database engine per run (docs/adr/0010): the api's tests on PostgreSQL when DATABASE_URL is
// set, on PGlite otherwise; with PostgreSQL, the embedded engine's own paths (opening, migrating,
// the api's embedded start) still run on PGlite.
if (process.env.DATABASE_URL) {
  steps.push(
    vitestStep('unit and integration (api on PostgreSQL)', [], { DATABASE_URL: process.env.DATABASE_URL }),
    vitestStep('the embedded database (PGlite)', ['--project', 'api', ...embeddedEngineTests], {
      DATABASE_URL: '',
    }),
  );
} else {
  steps.push(vitestStep('unit and integration (PGlite)', [], { DATABASE_URL: '' }));
}
if (existsSync(join(repoRoot, 'packages/contracts/foundry.toml'))) {
  steps.push({
    name: 'solidity (forge)',
    command: bin('tsx'),
    args: ['packages/contracts/scripts/forge.ts', 'test'],
    env: { FOUNDRY_PROFILE: process.env.CI ? 'ci' : 'default' },
  });
}
if (existsSync(join(repoRoot, 'packages/e2e/vitest.config.ts'))) {
  // The browser step's web build runs beside the first steps (each type check keeps one core of
  // the two busy); the step's own start finds it newer than the sources and builds nothing. A
  // failed build here is built again, and shown, by the step.
  const webBuild = ensureWebBuild(() => undefined, e2eWebDist).catch(() => undefined);
  steps.push({
    ...vitestStep('e2e (Chromium)', [], {}, join(repoRoot, 'packages/e2e')),
    after: webBuild,
    explainFailure: () => printServiceLog(join(repoRoot, '.tmp/e2e-logs/api.log')),
  });
}

/** The api's warnings, errors and slow requests (over 1 s) of the failed browser run, then its tail. */
function printServiceLog(file: string) {
  if (!existsSync(file)) return;
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const notable = lines.filter((line) => {
    const entry = parseJson(line);
    if (!entry) return true;
    return Number(entry.level) >= 40 || Number(entry.responseTime) > 1000;
  });
  console.log(`\n▶ ${file}: ${notable.length} warnings, errors and slow requests`);
  for (const line of notable.slice(-80)) console.log(line);
  console.log(`\n▶ ${file}: last 40 lines`);
  for (const line of lines.slice(-40)) console.log(line);
}

function parseJson(line: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

const ok = await runSteps(steps);
process.exit(ok ? 0 : 1);
