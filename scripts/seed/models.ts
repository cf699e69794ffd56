/** Generated glb models with named meshes, materials and embedded PNG textures. */
import { Document, NodeIO } from '@gltf-transform/core';
import { MeshBuilder } from './geometry.ts';
import { meshNode } from './gltfMesh.ts';
import type { ModelKind } from './kinds.ts';
import { blueprints } from './modelBlueprints.ts';
import { createRandom, hashSeed, type Seed } from './random.ts';
import { renderTexture } from './textures.ts';

export type { ModelKind } from './kinds.ts';

export interface ModelPart {
  meshName: string;
  materialName: string;
  textureId: string;
  textureName: string;
  /** The part's texture, usable as its thumbnail. */
  texturePng: Buffer;
  required: boolean;
  /** Price of the part in USDT, for template pricing. */
  price: number;
}

export interface GlbModel {
  glb: Buffer;
  parts: ModelPart[];
}

export async function buildGlbModel({ seed, kind }: { seed: Seed; kind: ModelKind }): Promise<GlbModel> {
  const random = createRandom(`model:${kind}:${seed}`);
  const doc = new Document();
  doc.getRoot().getAsset().generator = 'vrmarket seed';
  const buffer = doc.createBuffer('geometry');
  const name = kind[0]!.toUpperCase() + kind.slice(1);
  const scene = doc.createScene(name);
  const root = doc.createNode(name);
  scene.addChild(root);
  doc.getRoot().setDefaultScene(scene);

  const parts: ModelPart[] = [];
  for (const part of blueprints[kind](random)) {
    const texturePng = await renderTexture(part.pattern, part.hue);
    const textureId = `${slugify(part.textureName)}-${(hashSeed(`${seed}:${part.meshName}`) % 0xffff).toString(16)}`;
    const texture = doc
      .createTexture(part.textureName)
      .setImage(texturePng)
      .setMimeType('image/png')
      .setURI(`${textureId}.png`);
    // metallic 0: glTF's default of 1 renders nearly black without an environment map.
    const material = doc
      .createMaterial(part.textureName)
      .setBaseColorTexture(texture)
      .setMetallicFactor(0)
      .setRoughnessFactor(0.8);

    const geometry = new MeshBuilder(part.uvScale ?? 1);
    part.shape(geometry);
    root.addChild(meshNode(doc, buffer, part.meshName, geometry, material));
    parts.push({
      meshName: part.meshName,
      materialName: part.textureName,
      textureId,
      textureName: part.textureName,
      texturePng,
      required: part.required,
      price: random.int(1, 15),
    });
  }

  const glb = Buffer.from(await new NodeIO().writeBinary(doc));
  return { glb, parts };
}

function slugify(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
