#!/usr/bin/env node
// Stands in for a native solc binary so forge can compile offline: forge cannot download compilers
// here, so it calls this script, which answers `--version` like solc and runs solc-js (npm) for
// `--standard-json`.
const fs = require('node:fs');
const path = require('node:path');
const solc = require('solc');

const args = process.argv.slice(2);
if (args.includes('--version')) {
  const version = solc.version().replace('.Emscripten.clang', '.Linux.g++');
  process.stdout.write(`solc, the solidity compiler commandline interface\nVersion: ${version}\n`);
  process.exit(0);
}
if (!args.includes('--standard-json')) {
  process.stderr.write('solc-shim: only --version and --standard-json are supported\n');
  process.exit(1);
}

// forge passes source contents inline; the callback covers any import it did not include.
const basePaths = [
  process.cwd(),
  ...args.filter((_, i) => ['--base-path', '--include-path'].includes(args[i - 1])),
];
function findImports(importPath) {
  for (const base of basePaths) {
    const file = path.resolve(base, importPath);
    if (fs.existsSync(file)) return { contents: fs.readFileSync(file, 'utf8') };
  }
  return { error: `File not found: ${importPath}` };
}

const input = fs.readFileSync(0, 'utf8');
process.stdout.write(solc.compile(input, { import: findImports }));
