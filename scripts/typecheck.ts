/** `npm run typecheck`: the type check of every package, as `npm test` runs it. */
import { join } from 'node:path';
import { repoRoot } from './lib/process.ts';
import { runSteps } from './lib/steps.ts';
import { typecheckTargets } from './lib/typecheck-targets.ts';

const tsc = join(repoRoot, 'node_modules/.bin/tsc');
const ok = await runSteps(
  typecheckTargets.map((dir) => ({ name: `types ${dir}`, command: tsc, args: ['-p', dir] })),
);
process.exit(ok ? 0 : 1);
