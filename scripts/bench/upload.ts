/**
 * Upload figures (issue 13): a 50 MB upload streamed through `POST /api/v1/uploads` (an mp4, all
 * streaming, and a glb, which is also validated and optimised), with the process's RSS growth
 * and MB/s; then model optimisation on the seed's heavy model and on a ≥ 5 MB textured glb built
 * here: optimised bytes against the 1/3 target, and the time. The api runs in this process on a
 * throw-away PGlite and media folder. `npm run bench -- upload`. It measures and prints; it never fails.
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Document, NodeIO } from '@gltf-transform/core';
import { buildApp, createComponents, loadConfig, optimiseModel, users } from '@vrmarket/api';
import { mp4 } from '@vrmarket/testkit/media';
import sharp from 'sharp';
import { buildHeavyGlb } from '../seed/heavyModel.ts';

const MB = 1024 * 1024;
const UPLOAD_BYTES = 50 * MB - 64 * 1024;
const RSS_TARGET_MB = 64;

const mb = (bytes: number) => (bytes / MB).toFixed(1);

/** A photo-like texture: smooth colour fields plus fine grain (PNG keeps the grain, WebP need not). */
async function photoTexture(size: number): Promise<Buffer> {
  const small = 32;
  const seed = Buffer.from(Array.from({ length: small * small * 3 }, (_, i) => (i * 2654435761) % 256));
  const smooth = await sharp(seed, { raw: { width: small, height: small, channels: 3 } })
    .resize(size, size, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  for (let i = 0; i < smooth.length; i++) smooth[i] = Math.min(255, smooth[i]! + ((i * 7919) % 13));
  return sharp(smooth, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
}

/** A textured plane whose glb is at least `minBytes` (two photo textures of 2048–4096 px). */
async function texturedGlb(): Promise<Uint8Array> {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const plane = (array: Float32Array | Uint16Array, type: 'VEC3' | 'VEC2' | 'SCALAR') =>
    doc.createAccessor().setType(type).setArray(array).setBuffer(buffer);
  const material = doc
    .createMaterial('photo')
    .setBaseColorTexture(
      doc
        .createTexture('base')
        .setImage(await photoTexture(4096))
        .setMimeType('image/png'),
    )
    .setEmissiveTexture(
      doc
        .createTexture('glow')
        .setImage(await photoTexture(2048))
        .setMimeType('image/png'),
    );
  const primitive = doc
    .createPrimitive()
    .setAttribute('POSITION', plane(new Float32Array([0, 0, 0, 1, 0, 0, 1, 0, 1, 0, 0, 1]), 'VEC3'))
    .setAttribute('TEXCOORD_0', plane(new Float32Array([0, 0, 1, 0, 1, 1, 0, 1]), 'VEC2'))
    .setIndices(plane(new Uint16Array([0, 2, 1, 0, 3, 2]), 'SCALAR'))
    .setMaterial(material);
  const scene = doc.createScene();
  scene.addChild(doc.createNode('plane').setMesh(doc.createMesh('plane').addPrimitive(primitive)));
  return new NodeIO().writeBinary(doc);
}

async function optimiseFigures(label: string, glb: Uint8Array) {
  const started = performance.now();
  const optimised = await optimiseModel(glb, false);
  const ms = performance.now() - started;
  const ratio = optimised.glb.length / glb.length;
  console.log(
    `${label}: ${mb(glb.length)} MB → ${mb(optimised.glb.length)} MB (${(ratio * 100).toFixed(1)} %, target ≤ 33.3 %` +
      ` ${ratio <= 1 / 3 ? 'met' : 'MISSED'}) in ${ms.toFixed(0)} ms`,
  );
}

async function uploadFigures(baseUrl: string, token: string, label: string, file: string) {
  const { size } = await stat(file);
  const boundary = '----vrmarketbench';
  const head = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${path.basename(file)}"\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  async function* body() {
    yield Buffer.from(head);
    yield* createReadStream(file, { highWaterMark: 256 * 1024 });
    yield Buffer.from(tail);
  }
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/v1/uploads`, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
    },
    body: Readable.toWeb(Readable.from(body())) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  const answer = await response.text();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const growth = (peak - before) / MB;
  console.log(
    `upload ${label} ${mb(size)} MB: HTTP ${response.status} in ${seconds.toFixed(1)} s, ${(size / MB / seconds).toFixed(1)} MB/s; ` +
      `RSS +${growth.toFixed(0)} MB (target ≤ ${RSS_TARGET_MB} MB ${growth <= RSS_TARGET_MB ? 'met' : 'MISSED'})`,
  );
  if (response.status !== 200) console.log(`  answer: ${answer.slice(0, 200)}`);
}

const folder = await mkdtemp(path.join(tmpdir(), 'vrmarket-bench-upload-'));
try {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: folder,
    WEB_DIST: path.join(folder, 'no-web'),
    RATE_LIMIT_MAX: '0',
  });
  const components = await createComponents(config, {});
  const { migrateDatabase } = await import('@vrmarket/api');
  await migrateDatabase(components.database);
  const app = buildApp(components);
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const [user] = await components.db.insert(users).values({ username: 'bench' }).returning();
  const { accessToken } = await components.tokens.issue({ id: user!.id, username: 'bench' });

  const video = path.join(folder, 'big.mp4');
  await writeFile(video, mp4(UPLOAD_BYTES));
  await uploadFigures(baseUrl, accessToken, 'mp4', video);
  const heavyUpload = path.join(folder, 'big.glb');
  await writeFile(heavyUpload, (await buildHeavyGlb(UPLOAD_BYTES)).glb);
  await uploadFigures(baseUrl, accessToken, 'glb', heavyUpload);
  console.log(
    '  (the file streams to disk as the mp4 does; the model is validated and optimised in a child process, not counted here)',
  );

  await optimiseFigures("seed's heavy model", new Uint8Array((await buildHeavyGlb(1_000_000)).glb));
  await optimiseFigures('textured glb', await texturedGlb());
  await app.close();
  await components.database.close();
} finally {
  await rm(folder, { recursive: true, force: true });
}
