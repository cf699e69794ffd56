import { NodeIO } from '@gltf-transform/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MeshBuilder, type Vec3 } from './geometry.ts';
import { buildHeavyGlb } from './heavyModel.ts';
import { modelKinds } from './kinds.ts';
import { buildGlbModel } from './models.ts';

const io = new NodeIO();

describe('buildGlbModel', () => {
  it.each(modelKinds)('builds a valid glb %s with named meshes, materials and PNG textures', async (kind) => {
    const { glb, parts } = await buildGlbModel({ seed: 'test', kind });
    // GLB header: magic 'glTF', version 2, total length.
    expect(glb.subarray(0, 4).toString('ascii')).toBe('glTF');
    expect(glb.readUInt32LE(4)).toBe(2);
    expect(glb.readUInt32LE(8)).toBe(glb.length);

    const doc = await io.readBinary(new Uint8Array(glb));
    const root = doc.getRoot();
    expect(parts.length).toBeGreaterThanOrEqual(3);
    expect(root.listMeshes().map((m) => m.getName())).toEqual(parts.map((p) => p.meshName));
    expect(root.listMaterials().map((m) => m.getName())).toEqual(parts.map((p) => p.materialName));
    expect(new Set(parts.map((p) => p.textureId)).size).toBe(parts.length);

    for (const material of root.listMaterials()) {
      expect(material.getMetallicFactor()).toBe(0);
      const texture = material.getBaseColorTexture();
      expect(texture?.getName()).toBe(material.getName());
      expect(texture?.getMimeType()).toBe('image/png');
      expect((await sharp(texture!.getImage()!).metadata()).format).toBe('png');
    }
    for (const mesh of root.listMeshes()) {
      const primitive = mesh.listPrimitives()[0]!;
      expect(primitive.getAttribute('POSITION')!.getCount()).toBeGreaterThan(0);
      expect(primitive.getAttribute('NORMAL')).not.toBeNull();
      expect(primitive.getAttribute('TEXCOORD_0')).not.toBeNull();
    }
    expect(root.getDefaultScene()?.listChildren()[0]?.listChildren()).toHaveLength(parts.length);
  });

  it('is deterministic for a seed', async () => {
    const a = await buildGlbModel({ seed: 5, kind: 'house' });
    const b = await buildGlbModel({ seed: 5, kind: 'house' });
    expect(a.glb.equals(b.glb)).toBe(true);
    expect(a.parts.map((p) => p.textureId)).toEqual(b.parts.map((p) => p.textureId));
  });
});

describe('buildHeavyGlb', () => {
  it('comes within 5% of the target size and parses', async () => {
    const { glb } = await buildHeavyGlb(1_000_000);
    expect(Math.abs(glb.length - 1_000_000) / 1_000_000).toBeLessThan(0.05);
    const doc = await io.readBinary(new Uint8Array(glb));
    expect(doc.getRoot().listMeshes()[0]!.getName()).toBe('Terrain');
    expect(doc.getRoot().listMaterials()[0]!.getMetallicFactor()).toBe(0);
  });
});

describe('MeshBuilder', () => {
  const center: Vec3 = [1, 2, 3];
  const shapes: Array<[string, MeshBuilder, Vec3]> = [
    ['box', new MeshBuilder().box(center, [2, 1, 3]), center],
    ['prism', new MeshBuilder().prism(center, [2, 1, 2]), [1, 2.3, 3]],
    ['cylinder', new MeshBuilder().cylinder(center, 0.5, 1, 'y', 10), center],
  ];

  it.each(shapes)('winds every %s triangle to match its normal, facing outward', (_name, builder, inside) => {
    const vertex = (i: number): Vec3 => [
      builder.positions[i * 3]!,
      builder.positions[i * 3 + 1]!,
      builder.positions[i * 3 + 2]!,
    ];
    const minus = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
    const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
    for (let t = 0; t < builder.indices.length; t += 3) {
      const [a, b, c] = [0, 1, 2].map((k) => vertex(builder.indices[t + k]!)) as [Vec3, Vec3, Vec3];
      const [e1, e2] = [minus(b, a), minus(c, a)];
      const geometric: Vec3 = [
        e1[1] * e2[2] - e1[2] * e2[1],
        e1[2] * e2[0] - e1[0] * e2[2],
        e1[0] * e2[1] - e1[1] * e2[0],
      ];
      const i = builder.indices[t]!;
      const stored: Vec3 = [
        builder.normals[i * 3]!,
        builder.normals[i * 3 + 1]!,
        builder.normals[i * 3 + 2]!,
      ];
      expect(dot(geometric, stored)).toBeGreaterThan(0);
      const centroid: Vec3 = [(a[0] + b[0] + c[0]) / 3, (a[1] + b[1] + c[1]) / 3, (a[2] + b[2] + c[2]) / 3];
      expect(dot(stored, minus(centroid, inside))).toBeGreaterThan(0);
    }
  });
});
