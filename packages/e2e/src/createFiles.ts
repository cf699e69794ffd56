import { Document, NodeIO } from '@gltf-transform/core';
import sharp from 'sharp';

/**
 * Files the create scenarios upload, made in the test (no binaries in the repository): a glb of
 * `triangles` little triangles (about 36 bytes each), a PNG, and the first box of an MP4.
 */
export async function makeGlb(triangles: number): Promise<Buffer> {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const positions = new Float32Array(triangles * 9);
  for (let i = 0; i < triangles; i++) {
    const x = (i % 200) * 0.01;
    const y = Math.floor(i / 200) * 0.01;
    positions.set([x, y, 0, x + 0.008, y, 0, x, y + 0.008, 0], i * 9);
  }
  const position = doc.createAccessor().setType('VEC3').setArray(positions).setBuffer(buffer);
  const material = doc.createMaterial('Paint').setBaseColorFactor([0.4, 0.3, 0.9, 1]).setMetallicFactor(0);
  const primitive = doc.createPrimitive().setAttribute('POSITION', position).setMaterial(material);
  const mesh = doc.createMesh('Panel').addPrimitive(primitive);
  const node = doc.createNode('Panel').setMesh(mesh);
  doc.createScene('Scene').addChild(node);
  return Buffer.from(await new NodeIO().writeBinary(doc));
}

export function makePng(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** An `ftyp` box (isom brand): what identifies an MP4 by its content. */
export function makeMp4(): Buffer {
  const ftyp = Buffer.alloc(32);
  ftyp.writeUInt32BE(32, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isomiso2avc1mp41', 16, 'latin1');
  const free = Buffer.alloc(8);
  free.writeUInt32BE(8, 0);
  free.write('free', 4, 'latin1');
  return Buffer.concat([ftyp, free]);
}
