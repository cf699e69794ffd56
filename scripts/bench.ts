/**
 * `npm run bench`: every benchmark in scripts/bench, one after the other, printing figures and
 * ratios against their targets. Benchmarks measure; they never fail a build (exit code 0 always).
 * `npm run bench -- browse detail` runs only the named ones; options (`--runs=1`) go to each of them:
 * `npm run bench -- lighthouse --form-factor=mobile`.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, run, tsxBin } from './lib/process.ts';

const benchDir = join(repoRoot, 'scripts/bench');
const args = process.argv.slice(2);
const only = args.filter((arg) => !arg.startsWith('--'));
const options = args.filter((arg) => arg.startsWith('--'));
const benches = readdirSync(benchDir)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('_'))
  .map((file) => file.replace(/\.ts$/, ''))
  .filter((name) => only.length === 0 || only.includes(name));

for (const name of benches) {
  console.log(`\n━━ bench: ${name} ━━`);
  const started = Date.now();
  try {
    await run(tsxBin, [join(benchDir, `${name}.ts`), ...options], { inherit: true });
    console.log(`━━ ${name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    console.log(`━━ ${name} could not run: ${(error as Error).message.split('\n')[0]}`);
  }
}
