import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './process.ts';

/** Every folder with a tsconfig of its own, each checked by `tsc -p` (there is no root project). */
export const typecheckTargets = [
  'packages/domain',
  'packages/contracts',
  'packages/api',
  'packages/idp',
  'packages/web',
  'packages/testkit',
  'packages/e2e',
  'scripts',
  'deploy',
].filter((dir) => existsSync(join(repoRoot, dir, 'tsconfig.json')));
