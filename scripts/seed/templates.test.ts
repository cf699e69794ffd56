import { NodeIO } from '@gltf-transform/core';
import { describe, expect, it } from 'vitest';
import { buildTemplate, demoTemplates } from './templates.ts';

describe('demo templates', () => {
  it('each part is a mesh of the glb, with materials to swap and at least one optional part', async () => {
    const files = new Map<string, Buffer>();
    const store = async (content: Buffer) => {
      const url = `/media/${files.size}`;
      files.set(url, content);
      return url;
    };
    const cottage = await buildTemplate(demoTemplates[0]!, store as never);
    const glb = await new NodeIO().readBinary(new Uint8Array(files.get(cottage.row.modelFile)!));
    const meshNames = glb
      .getRoot()
      .listMeshes()
      .map((mesh) => mesh.getName());
    expect(cottage.parts.map((part) => part.mesh.name).sort()).toEqual(meshNames.sort());
    expect(cottage.parts.some((part) => !part.mesh.required)).toBe(true);
    expect(cottage.parts.some((part) => part.mesh.required)).toBe(true);
    for (const part of cottage.parts) {
      expect(part.textures).toHaveLength(3);
      for (const texture of part.textures)
        expect(files.get(texture.file)!.subarray(1, 4).toString()).toBe('PNG');
    }
  });
});
