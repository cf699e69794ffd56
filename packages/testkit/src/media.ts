import { Document, NodeIO } from '@gltf-transform/core';
import sharp from 'sharp';

/**
 * Small real files of each kind the upload pipeline takes, made in memory (no binaries in the
 * repository). Two calls with different sizes give different bytes, so different stored media.
 */

/** A noisy picture (so re-encoding cannot shrink it to nothing), with EXIF that the api must strip. */
export async function pngWithMetadata(width = 64, height = 48): Promise<Buffer> {
  const pixels = Buffer.from(Array.from({ length: width * height * 3 }, (_, i) => (i * 7919) % 251));
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'secret-artist' } })
    .png()
    .toBuffer();
}

export async function jpegWithExif(width = 64, height = 48): Promise<Buffer> {
  return sharp(await pngWithMetadata(width, height))
    .withExif({ IFD0: { Artist: 'secret-artist' } })
    .jpeg()
    .toBuffer();
}

const FTYP_ISOM = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
const MDAT_HEADER_BYTES = 8;

/**
 * An MP4 of `bytes` in all: an `ftyp` box (what players and file-type recognise) then one `mdat`
 * box of filler.
 */
export function mp4(bytes = 0x420): Buffer {
  const mdatBytes = bytes - FTYP_ISOM.length;
  if (mdatBytes < MDAT_HEADER_BYTES)
    throw new Error(`an mp4 needs at least ${FTYP_ISOM.length + MDAT_HEADER_BYTES} bytes`);
  const mdat = Buffer.alloc(mdatBytes);
  mdat.writeUInt32BE(mdatBytes);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([FTYP_ISOM, mdat]);
}

/** A textured grid of `side` × `side` quads as a glTF document. */
export async function texturedDocument(side = 24, textureSize = 256): Promise<Document> {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const positions: number[] = [];
  const uvs: number[] = [];
  const indices: number[] = [];
  for (let y = 0; y <= side; y++) {
    for (let x = 0; x <= side; x++) {
      positions.push(x / side, Math.sin(x + y) * 0.05, y / side);
      uvs.push(x / side, y / side);
    }
  }
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const a = y * (side + 1) + x;
      indices.push(a, a + side + 1, a + 1, a + 1, a + side + 1, a + side + 2);
    }
  }
  const accessor = (type: 'VEC3' | 'VEC2' | 'SCALAR', array: Float32Array | Uint32Array) =>
    doc.createAccessor().setType(type).setArray(array).setBuffer(buffer);
  const pixels = Buffer.from(
    Array.from({ length: textureSize * textureSize * 3 }, (_, i) => (i * 7919 + (i >> 7)) % 251),
  );
  const texture = doc
    .createTexture('noise')
    .setImage(
      await sharp(pixels, { raw: { width: textureSize, height: textureSize, channels: 3 } })
        .png()
        .toBuffer(),
    )
    .setMimeType('image/png');
  const material = doc.createMaterial('ground').setBaseColorTexture(texture);
  const primitive = doc
    .createPrimitive()
    .setAttribute('POSITION', accessor('VEC3', new Float32Array(positions)))
    .setAttribute('TEXCOORD_0', accessor('VEC2', new Float32Array(uvs)))
    .setIndices(accessor('SCALAR', new Uint32Array(indices)))
    .setMaterial(material);
  const mesh = doc.createMesh('ground').addPrimitive(primitive);
  const scene = doc.createScene();
  scene.addChild(doc.createNode('ground').setMesh(mesh));
  doc.getRoot().setDefaultScene(scene);
  return doc;
}

/** The textured grid as a glb: about 44 bytes a quad plus the texture's PNG. */
export async function glb(side?: number, textureSize?: number): Promise<Buffer> {
  return Buffer.from(await new NodeIO().writeBinary(await texturedDocument(side, textureSize)));
}
