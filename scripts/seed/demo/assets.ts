import type { NftPart } from '@vrmarket/api';
import type { CategorySeed } from '../catalogue.ts';
import { renderImage } from '../images.ts';
import type { ModelKind } from '../kinds.ts';
import { buildGlbModel } from '../models.ts';
import type { MediaStore } from '../store.ts';

export interface StoredModel {
  glbUrl: string;
  parts: NftPart[];
}

const MODEL_VARIANTS = 3;

/** A few real models per kind, shared by the items of that kind (each NFT keeps its own picture). */
export function createModelLibrary(store: MediaStore) {
  const cache = new Map<string, Promise<StoredModel>>();
  async function build(kind: ModelKind, variant: number): Promise<StoredModel> {
    const model = await buildGlbModel({ seed: `${kind}-${variant}`, kind });
    const glbUrl = await store(model.glb, 'model/gltf-binary');
    const parts: NftPart[] = [];
    for (const [index, part] of model.parts.entries()) {
      const thumbnail = await store(part.texturePng, 'image/png');
      parts.push({
        id: `${kind}-${variant}-${index}`,
        meshName: part.meshName,
        meshThumbnails: thumbnail,
        textureId: part.textureId,
        textureName: part.textureName,
        textureThumbnails: thumbnail,
      });
    }
    return { glbUrl, parts };
  }
  return (kind: ModelKind, seed: number) => {
    const key = `${kind}-${seed % MODEL_VARIANTS}`;
    if (!cache.has(key)) cache.set(key, build(kind, seed % MODEL_VARIANTS));
    return cache.get(key)!;
  };
}

export async function categoryPicture(store: MediaStore, category: CategorySeed) {
  return store(
    await renderImage({ seed: category.name, kind: category.imageKind, title: category.title }),
    'image/png',
    {
      width: 512,
      height: 512,
    },
  );
}

/** Runs `work` over `items`, `limit` at a time (sharp renders on the libuv pool). */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
