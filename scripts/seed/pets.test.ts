import { NodeIO } from '@gltf-transform/core';
import { describe, expect, it } from 'vitest';
import { buildPetModel, comboData, demoPets } from './pets.ts';
import { createRandom } from './random.ts';

describe('demo pets', () => {
  it('each part is a mesh of the pet glb, with three materials', async () => {
    const files = new Map<string, Buffer>();
    const store = async (content: Buffer) => {
      const url = `/media/${files.size}`;
      files.set(url, content);
      return url;
    };
    const pup = await buildPetModel(demoPets[0]!, store as never);
    const glb = await new NodeIO().readBinary(new Uint8Array(files.get(pup.row.modelFile)!));
    const meshNames = glb
      .getRoot()
      .listMeshes()
      .map((mesh) => mesh.getName());
    expect(pup.parts.map((part) => part.part.name)).toEqual(meshNames);
    expect(pup.parts.filter((part) => !part.part.required).length).toBeGreaterThanOrEqual(2);
    for (const part of pup.parts) {
      expect(part.textures).toHaveLength(3);
      for (const texture of part.textures)
        expect(files.get(texture.file)!.subarray(1, 4).toString()).toBe('PNG');
    }
  });

  it('makes distinct combos with every required part and textures of the part itself', () => {
    const parts = [
      { id: 1, required: true, textureIds: [10, 11, 12] },
      { id: 2, required: false, textureIds: [20, 21, 22] },
      { id: 3, required: false, textureIds: [30, 31, 32] },
    ];
    const combos = comboData(createRandom('test'), parts, 24);
    expect(combos).toHaveLength(24);
    expect(new Set(combos.map((combo) => JSON.stringify(combo))).size).toBe(24);
    for (const combo of combos) {
      expect(combo[0]!.id).toBe(1);
      for (const entry of combo) {
        const part = parts.find((item) => item.id === entry.id)!;
        if (entry.textureId !== null) expect(part.textureIds).toContain(entry.textureId);
      }
    }
  });
});
