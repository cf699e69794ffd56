// npm run build: compile src/sol and rewrite src/generated (committed, so consumers need no compiler).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileContracts, generatedDir, renderGenerated } from './solidity.ts';

const started = Date.now();
const files = renderGenerated(compileContracts());
mkdirSync(generatedDir, { recursive: true });
for (const stale of readdirSync(generatedDir)) {
  if (!files.has(stale)) rmSync(path.join(generatedDir, stale));
}
for (const [name, content] of files) writeFileSync(path.join(generatedDir, name), content);
console.log(`compiled ${files.size - 1} contracts into src/generated in ${Date.now() - started} ms`);
