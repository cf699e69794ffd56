/** A deliberately heavy glb (a textured height-field terrain) for the detail-page benchmark. */
import { Document, NodeIO } from '@gltf-transform/core';
import sharp from 'sharp';
import { meshNode } from './gltfMesh.ts';
import type { GlbModel } from './models.ts';
import { createRandom } from './random.ts';

const GLB_OVERHEAD_BYTES = 4096;

/** About `targetBytes` (within a few percent for targets from ~200 KB up). */
export async function buildHeavyGlb(targetBytes = 1_000_000): Promise<GlbModel> {
  const random = createRandom(`heavy:${targetBytes}`);
  const textureSize = targetBytes >= 400_000 ? 256 : 64;
  // Random noise does not compress, so its PNG size is predictable and adds real texture bytes.
  const pixels = Buffer.alloc(textureSize * textureSize * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const shade = 90 + Math.floor(random.next() * 90);
    pixels[i] = shade * 0.55;
    pixels[i + 1] = shade;
    pixels[i + 2] = shade * 0.45;
  }
  const texturePng = await sharp(pixels, { raw: { width: textureSize, height: textureSize, channels: 3 } })
    .png()
    .toBuffer();

  const geometryBudget = Math.max(targetBytes - texturePng.length - GLB_OVERHEAD_BYTES, 0);
  const side = gridSide(geometryBudget);
  const doc = new Document();
  doc.getRoot().getAsset().generator = 'vrmarket seed (heavy)';
  const scene = doc.createScene('Terrain');
  doc.getRoot().setDefaultScene(scene);
  const texture = doc.createTexture('Meadow Noise').setImage(texturePng).setMimeType('image/png');
  const material = doc
    .createMaterial('Meadow')
    .setBaseColorTexture(texture)
    .setMetallicFactor(0)
    .setRoughnessFactor(1);
  scene.addChild(meshNode(doc, doc.createBuffer('geometry'), 'Terrain', terrain(side), material));

  const glb = Buffer.from(await new NodeIO().writeBinary(doc));
  return {
    glb,
    parts: [
      {
        meshName: 'Terrain',
        materialName: 'Meadow',
        textureId: 'meadow-noise',
        textureName: 'Meadow Noise',
        texturePng,
        required: true,
        price: 0,
      },
    ],
  };
}

/** Vertices per side: 32 bytes a vertex, 6 indices a quad (2 or 4 bytes each). */
function gridSide(budget: number): number {
  let side = 2;
  const bytes = (n: number) => 32 * n * n + 6 * (n - 1) ** 2 * (n * n > 0xffff ? 4 : 2);
  while (bytes(side + 1) <= budget) side++;
  return side;
}

function terrain(side: number) {
  const size = 40;
  const height = (x: number, z: number) =>
    Math.sin(x * 0.35) * Math.cos(z * 0.3) * 1.5 + Math.sin(x * 0.9 + z * 0.7) * 0.4;
  const count = side * side;
  const positions = new Float32Array(count * 3);
  const normals = new Float32Array(count * 3);
  const uvs = new Float32Array(count * 2);
  const step = size / (side - 1);
  for (let row = 0; row < side; row++) {
    for (let col = 0; col < side; col++) {
      const i = row * side + col;
      const [x, z] = [col * step - size / 2, row * step - size / 2];
      positions.set([x, height(x, z), z], i * 3);
      // Normal from central differences of the height function.
      const dx = (height(x + 0.01, z) - height(x - 0.01, z)) / 0.02;
      const dz = (height(x, z + 0.01) - height(x, z - 0.01)) / 0.02;
      const length = Math.hypot(dx, 1, dz);
      normals.set([-dx / length, 1 / length, -dz / length], i * 3);
      uvs.set([col / 8, row / 8], i * 2);
    }
  }
  const indices: number[] = [];
  for (let row = 0; row < side - 1; row++) {
    for (let col = 0; col < side - 1; col++) {
      const a = row * side + col;
      const b = a + side;
      indices.push(a, b, a + 1, a + 1, b, b + 1);
    }
  }
  return { positions, normals, uvs, indices };
}
