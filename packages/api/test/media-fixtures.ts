import { deflateSync } from 'node:zlib';
import { Format, NodeIO } from '@gltf-transform/core';
import { glb, texturedDocument } from '@vrmarket/testkit/media';

/** Files the upload pipeline must refuse or treat apart, and multipart bodies (the ordinary ones: @vrmarket/testkit/media). */

const crc32 = (() => {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  return (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = table[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
})();

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid, tiny PNG whose header claims 100000 × 100000 pixels: decoding it would need 30 GB. */
export function pixelFloodPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(100_000, 0);
  header.writeUInt32BE(100_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1000))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A glTF JSON with its buffer and image inline as data: URIs (self-contained). */
export async function gltfJson(): Promise<Buffer> {
  const { json, resources } = await new NodeIO().writeJSON(await texturedDocument(4, 16), {
    format: Format.GLTF,
  });
  const dataUri = (uri: string | undefined, mime: string) =>
    `data:${mime};base64,${Buffer.from(resources[uri ?? '']!).toString('base64')}`;
  for (const entry of json.buffers ?? []) entry.uri = dataUri(entry.uri, 'application/octet-stream');
  for (const entry of json.images ?? []) entry.uri = dataUri(entry.uri, 'image/png');
  return Buffer.from(JSON.stringify(json));
}

/** A glTF JSON whose buffer points at another file (or a server): refused. */
export async function gltfWithExternalUri(uri = 'https://example.com/secret.bin'): Promise<Buffer> {
  const json = JSON.parse((await gltfJson()).toString()) as { buffers: { uri: string }[] };
  json.buffers[0]!.uri = uri;
  return Buffer.from(JSON.stringify(json));
}

/** A glb whose header is right but whose JSON chunk says nonsense (an unknown component type). */
export async function corruptGlb(): Promise<Buffer> {
  const bytes = await glb(4, 16);
  const text = bytes.toString('latin1').replace('"componentType":5126', '"componentType":9999');
  if (text === bytes.toString('latin1')) throw new Error('corrupt glb fixture did not change');
  return Buffer.from(text, 'latin1');
}

/** A multipart/form-data body with one file field (and optional text fields) for `app.inject`. */
export function multipart(
  files: { field: string; name: string; content: Buffer; type?: string }[],
  fields: Record<string, string> = {},
) {
  const boundary = `----vrmarket${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
          `content-type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
