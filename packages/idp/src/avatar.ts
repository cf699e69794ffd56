import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/**
 * A deterministic identicon (5×5 mirrored blocks) as a PNG, encoded by hand so the idp needs
 * no image library.
 */
export function renderAvatarPng(name: string, size = 256): Buffer {
  const hash = createHash('sha256').update(name).digest();
  const hue = (hash[0]! / 255) * 360;
  const fg = hslToRgb(hue, 0.65, 0.5);
  const bg = hslToRgb(hue, 0.35, 0.93);
  const cells = 5;
  const cell = Math.floor(size / (cells + 1));
  const offset = Math.floor((size - cell * cells) / 2);
  const on = (cx: number, cy: number) => {
    const col = cx < 3 ? cx : 4 - cx;
    return (hash[1 + cy * 3 + col]! & 1) === 1;
  };

  const rowBytes = size * 3 + 1;
  const raw = Buffer.alloc(rowBytes * size);
  for (let y = 0; y < size; y++) {
    raw[y * rowBytes] = 0; // filter type: none
    for (let x = 0; x < size; x++) {
      const cx = Math.floor((x - offset) / cell);
      const cy = Math.floor((y - offset) / cell);
      const inside = x >= offset && y >= offset && cx < cells && cy < cells;
      const [r, g, b] = inside && on(cx, cy) ? fg : bg;
      const at = y * rowBytes + 1 + x * 3;
      raw[at] = r;
      raw[at + 1] = g;
      raw[at + 2] = b;
    }
  }

  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([length, body, crc]);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}
