import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { hook } from './hooks.ts';
import { precompress } from './precompress.ts';

describe('precompress', () => {
  it('writes brotli and gzip copies of the text files over 1 KB, and of nothing else', () => {
    const root = mkdtempSync(join(tmpdir(), 'precompress-'));
    const dist = join(root, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    const script = 'console.log("a marketplace");\n'.repeat(100);
    writeFileSync(join(dist, 'assets/index.js'), script);
    writeFileSync(join(dist, 'index.html'), `<html>${'<p>text</p>'.repeat(200)}</html>`);
    writeFileSync(join(dist, 'small.css'), 'a{color:red}');
    writeFileSync(join(dist, 'picture.png'), Buffer.alloc(4096, 7));

    const plugin = precompress();
    hook(plugin, 'configResolved')({ root, build: { outDir: 'dist' } });
    hook(plugin, 'closeBundle')();

    expect(brotliDecompressSync(readFileSync(join(dist, 'assets/index.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dist, 'assets/index.js.gz'))).toString()).toBe(script);
    expect(existsSync(join(dist, 'index.html.br'))).toBe(true);
    expect(existsSync(join(dist, 'small.css.br'))).toBe(false);
    expect(existsSync(join(dist, 'picture.png.gz'))).toBe(false);
  });
});
