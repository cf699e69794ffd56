/**
 * The bulk pet screen's catalogue of `npm start`: pet models (real glb, parts the viewer hides or
 * dresses) each with a few materials per part, and the combos an admin-market user turns into NFTs
 * 8 at a time: which optional parts show and which material each part wears.
 */
import { type Db, petCombos, petModelParts, petModels, petModelTextures } from '@vrmarket/api';
import { count } from 'drizzle-orm';
import { categoryByName } from './catalogue.ts';
import { renderImage } from './images.ts';
import { buildGlbModel } from './models.ts';
import { createRandom, type Random } from './random.ts';
import type { MediaStore } from './store.ts';
import { renderTexture, type TexturePattern } from './textures.ts';

interface PetSeed {
  title: string;
  subCategory: string;
  collectionName: string;
  price: number;
  combos: number;
}

export const demoPets: readonly PetSeed[] = [
  { title: 'Sunny Pup', subCategory: 'Dogs', collectionName: 'Sunny Pups', price: 20, combos: 16 },
  { title: 'Tabby Cat', subCategory: 'Cats', collectionName: 'Tabby Club', price: 25, combos: 16 },
  { title: 'Bolt Bot', subCategory: 'Robots', collectionName: 'Bolt Bots', price: 40, combos: 24 },
];

/** Materials per part: coats for the body parts, something else for the accessories. */
const MATERIALS: Record<string, readonly [string, TexturePattern][]> = {
  coat: [
    ['Golden Fur', 'fabric'],
    ['Striped Fur', 'stripes'],
    ['Spotted Fur', 'tiles'],
  ],
  accessory: [
    ['Leather', 'rubber'],
    ['Steel', 'metal'],
    ['Candy Stripes', 'stripes'],
  ],
};
const ACCESSORIES = new Set(['Collar', 'Hat']);

/** Seeds the pet models and combos once (an existing database gets them on its next start). */
export async function seedPets({
  db,
  store,
  log,
}: {
  db: Db;
  store: MediaStore;
  log: (line: string) => void;
}): Promise<number> {
  const [existing] = await db.select({ value: count() }).from(petModels);
  if ((existing?.value ?? 0) > 0) return 0;
  log(`building ${demoPets.length} pet models with their combos…`);
  const built: Awaited<ReturnType<typeof buildPetModel>>[] = [];
  for (const pet of demoPets) built.push(await buildPetModel(pet, store));
  let combos = 0;
  await db.transaction(async (tx) => {
    for (const { row, parts, pet } of built) {
      const [model] = await tx.insert(petModels).values(row).returning({ id: petModels.id });
      const stored = [];
      for (const [order, part] of parts.entries()) {
        const [inserted] = await tx
          .insert(petModelParts)
          .values({ ...part.part, modelId: model!.id, order })
          .returning({ id: petModelParts.id });
        const textures = await tx
          .insert(petModelTextures)
          .values(part.textures.map((texture) => ({ ...texture, partId: inserted!.id })))
          .returning({ id: petModelTextures.id });
        stored.push({
          id: inserted!.id,
          required: part.part.required,
          textureIds: textures.map((t) => t.id),
        });
      }
      const data = comboData(createRandom(`pet-combos:${pet.title}`), stored, pet.combos);
      await tx.insert(petCombos).values(
        data.map((parts, index) => ({
          modelId: model!.id,
          name: `${pet.title} #${index + 1}`,
          collectionName: pet.collectionName,
          data: parts,
        })),
      );
      combos += data.length;
    }
  });
  return combos;
}

type StoredPart = { id: number; required: boolean; textureIds: number[] };

/**
 * `wanted` distinct combos: every required part, each optional part shown or not, each part in
 * one of its materials or its own look (null).
 */
export function comboData(random: Random, parts: readonly StoredPart[], wanted: number) {
  const seen = new Set<string>();
  const combos: { id: number; textureId: number | null }[][] = [];
  for (let attempt = 0; combos.length < wanted && attempt < wanted * 50; attempt += 1) {
    const combo = parts
      .filter((part) => part.required || random.chance(0.5))
      .map((part) => ({
        id: part.id,
        textureId: random.chance(0.25) ? null : random.pick(part.textureIds),
      }));
    const key = JSON.stringify(combo);
    if (seen.has(key)) continue;
    seen.add(key);
    combos.push(combo);
  }
  return combos;
}

export async function buildPetModel(pet: PetSeed, store: MediaStore) {
  const random = createRandom(`pet:${pet.title}`);
  const model = await buildGlbModel({ seed: pet.title, kind: 'pet' });
  const category = categoryByName('BizPet');
  const subCategory = categoryByName(pet.subCategory);
  const parts = [];
  for (const part of model.parts) {
    const choices = MATERIALS[ACCESSORIES.has(part.meshName) ? 'accessory' : 'coat']!;
    const textures = [];
    for (const [name, pattern] of choices) {
      const file = await store(await renderTexture(pattern, random.int(0, 359)), 'image/png');
      textures.push({ name, file });
    }
    parts.push({
      part: {
        name: part.meshName,
        title: part.meshName,
        avatar: await store(part.texturePng, 'image/png'),
        required: part.required,
      },
      textures,
    });
  }
  return {
    pet,
    row: {
      name: pet.title.toLowerCase().replace(/\s+/g, '-'),
      title: pet.title,
      avatar: await store(await renderImage({ seed: pet.title, kind: 'pet', title: pet.title }), 'image/png'),
      modelFile: await store(model.glb, 'model/gltf-binary'),
      price: String(pet.price),
      categoryId: category.id,
      subCategoryId: subCategory.id,
    },
    parts,
  };
}
