import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hook } from './hooks.ts';
import { routePreloads } from './routePreloads.ts';

const root = '/app/web';
const chunk = (fileName: string, imports: string[], moduleIds: string[] = [], isEntry = false) => ({
  type: 'chunk',
  fileName,
  imports,
  moduleIds: moduleIds.map((file) => resolve(root, file)),
  isEntry,
});

describe('routePreloads', () => {
  it("lists each screen's chunks that the entry does not load already", () => {
    const plugin = routePreloads({
      home: 'home/HomePage.tsx',
      detail: 'detail/DetailPage.tsx',
      gone: 'x/X.tsx',
    });
    hook(plugin, 'configResolved')({ root });
    const bundle = {
      'index.js': chunk('index.js', ['react.js'], ['src/main.tsx'], true),
      'react.js': chunk('react.js', []),
      'landing.js': chunk('landing.js', ['react.js', 'cards.js'], ['src/routes/home/HomePage.tsx']),
      'cards.js': chunk('cards.js', ['common.js']),
      'common.js': chunk('common.js', ['landing.js']),
      'detail.js': chunk('detail.js', ['common.js'], ['src/routes/detail/DetailPage.tsx']),
      'logo.svg': { type: 'asset', fileName: 'logo.svg' },
    };
    const emitted: { fileName: string; source: string }[] = [];
    hook(plugin, 'generateBundle').call(
      { emitFile: (file: (typeof emitted)[number]) => emitted.push(file) },
      {},
      bundle,
    );

    expect(emitted.map((file) => file.fileName)).toEqual(['route-preloads.json']);
    expect(JSON.parse(emitted[0]?.source ?? '')).toEqual({
      home: ['/landing.js', '/cards.js', '/common.js'],
      detail: ['/detail.js', '/common.js', '/landing.js', '/cards.js'],
    });
  });
});
