/**
 * The template catalogue of `npm start`: 3D model templates whose glb meshes are the parts users
 * tick on select-model, each part with a few materials (texture PNGs) to swap onto it.
 */
import { type Db, modelTemplateMeshes, modelTemplates, modelTemplateTextures } from '@vrmarket/api';
import { count } from 'drizzle-orm';
import { categoryByName } from './catalogue.ts';
import { renderImage } from './images.ts';
import type { ImageKind, ModelKind } from './kinds.ts';
import { buildGlbModel } from './models.ts';
import { createRandom } from './random.ts';
import type { MediaStore } from './store.ts';
import { renderTexture, type TexturePattern, texturePatterns } from './textures.ts';

interface TemplateSeed {
  title: string;
  category: string;
  subCategory?: string;
  kind: ModelKind;
  imageKind: ImageKind;
  price: number;
  area: number;
}

export const demoTemplates: readonly TemplateSeed[] = [
  { title: 'Garden Cottage', category: 'vrHomes', kind: 'house', imageKind: 'home', price: 25, area: 64.5 },
  { title: 'Hillside Villa', category: 'vrHomes', kind: 'house', imageKind: 'home', price: 60, area: 142.25 },
  { title: 'Lake House', category: 'vrHomes', kind: 'house', imageKind: 'home', price: 40, area: 98.75 },
  { title: 'Market Booth', category: 'vrStores', kind: 'booth', imageKind: 'store', price: 15, area: 12 },
  { title: 'Expo Booth', category: 'vrStores', kind: 'booth', imageKind: 'store', price: 22, area: 18.4 },
  {
    title: 'Lounge Chair',
    category: 'vr3DNFTs',
    subCategory: 'Furniture',
    kind: 'chair',
    imageKind: 'object',
    price: 8,
    area: 0.36,
  },
  {
    title: 'City Car',
    category: 'vr3DNFTs',
    subCategory: 'Vehicles',
    kind: 'vehicle',
    imageKind: 'object',
    price: 30,
    area: 7.2,
  },
];

/** Materials offered per part besides the one the model is drawn with. */
const MATERIALS_PER_PART = 3;

/** Seeds the templates once (an existing database gets them on its next start). */
export async function seedTemplates({
  db,
  store,
  log,
}: {
  db: Db;
  store: MediaStore;
  log: (line: string) => void;
}): Promise<number> {
  const [existing] = await db.select({ value: count() }).from(modelTemplates);
  if ((existing?.value ?? 0) > 0) return 0;
  log(`building ${demoTemplates.length} templates with their parts and materials…`);
  const built: Awaited<ReturnType<typeof buildTemplate>>[] = [];
  for (const template of demoTemplates) built.push(await buildTemplate(template, store));
  await db.transaction(async (tx) => {
    for (const { row, parts } of built) {
      const [inserted] = await tx.insert(modelTemplates).values(row).returning({ id: modelTemplates.id });
      for (const [order, part] of parts.entries()) {
        const [mesh] = await tx
          .insert(modelTemplateMeshes)
          .values({ ...part.mesh, templateId: inserted!.id, order })
          .returning({ id: modelTemplateMeshes.id });
        await tx
          .insert(modelTemplateTextures)
          .values(part.textures.map((texture) => ({ ...texture, meshId: mesh!.id })));
      }
    }
  });
  return built.length;
}

export async function buildTemplate(template: TemplateSeed, store: MediaStore) {
  const random = createRandom(`template:${template.title}`);
  const model = await buildGlbModel({ seed: template.title, kind: template.kind });
  const category = categoryByName(template.category);
  const subCategory = template.subCategory ? categoryByName(template.subCategory) : undefined;
  const parts = [];
  for (const part of model.parts) {
    const textures = [];
    for (let index = 0; index < MATERIALS_PER_PART; index += 1) {
      const pattern: TexturePattern = random.pick(texturePatterns);
      const file = await store(await renderTexture(pattern, random.int(0, 359)), 'image/png');
      const name = `${pattern[0]!.toUpperCase()}${pattern.slice(1)} ${index + 1}`;
      textures.push({ name, avatar: file, file, price: String(random.int(1, 6)) });
    }
    parts.push({
      mesh: {
        name: part.meshName,
        title: part.meshName,
        avatar: await store(part.texturePng, 'image/png'),
        price: String(part.price),
        required: part.required,
      },
      textures,
    });
  }
  return {
    row: {
      name: template.title.toLowerCase().replace(/\s+/g, '-'),
      title: template.title,
      description: `A ${template.kind} to make your own: pick its parts and materials.`,
      avatar: await store(
        await renderImage({ seed: template.title, kind: template.imageKind, title: template.title }),
        'image/png',
      ),
      price: String(template.price),
      area: String(template.area),
      modelFile: await store(model.glb, 'model/gltf-binary'),
      categoryId: category.parentCategoryId ?? category.id,
      subCategoryId: subCategory?.id ?? null,
    },
    parts,
  };
}
