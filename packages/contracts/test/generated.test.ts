import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileContracts, generatedDir, renderGenerated } from '../scripts/solidity.ts';

describe('src/generated', () => {
  it('matches a fresh compile of src/sol (run `npm run build` after editing a contract)', {
    timeout: 180_000,
  }, () => {
    const expected = renderGenerated(compileContracts());
    expect(readdirSync(generatedDir).sort()).toEqual([...expected.keys()].sort());
    for (const [name, content] of expected) {
      expect(readFileSync(path.join(generatedDir, name), 'utf8'), name).toBe(content);
    }
  });
});
