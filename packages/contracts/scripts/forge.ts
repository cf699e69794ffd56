// Runs forge from npm with this package as its root: `tsx scripts/forge.ts test [forge args…]`.
// FOUNDRY_PROFILE=ci selects the CI fuzz budget (1000 runs); `--fuzz-runs N` overrides per call.
import { spawnSync } from 'node:child_process';
import { foundryBinary } from '../src/foundry.ts';
import { packageRoot } from './solidity.ts';

const result = spawnSync(process.env.FORGE_BIN ?? foundryBinary('forge'), process.argv.slice(2), {
  cwd: packageRoot,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
