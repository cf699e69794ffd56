/**
 * The vrStore templates of `npm start` (the Create vrStore screen's separate list): store and mall
 * models of the stores group (vrBanners, vrBooths, vrHalls) and the malls group, each with its
 * picture, price and area. The api serves each one's resource index page by its name.
 */
import { type Db, storeTemplates } from '@vrmarket/api';
import { count } from 'drizzle-orm';
import { categoryByName } from './catalogue.ts';
import { renderImage } from './images.ts';
import type { ImageKind, ModelKind } from './kinds.ts';
import { buildGlbModel } from './models.ts';
import type { MediaStore } from './store.ts';

interface StoreTemplateSeed {
  title: string;
  /** A member of the stores or malls group. */
  member: string;
  kind: ModelKind;
  imageKind: ImageKind;
  price: number;
  area: number;
}

export const demoStoreTemplates: readonly StoreTemplateSeed[] = [
  { title: 'Neon Banner Wall', member: 'vrBanners', kind: 'booth', imageKind: 'banner', price: 9, area: 6.5 },
  { title: 'Corner Booth', member: 'vrBooths', kind: 'booth', imageKind: 'store', price: 15, area: 12 },
  { title: 'Pop-up Kiosk', member: 'vrBooths', kind: 'booth', imageKind: 'store', price: 12, area: 8.75 },
  { title: 'Flagship Hall', member: 'vrHalls', kind: 'tower', imageKind: 'store', price: 80, area: 240 },
  { title: 'Expo Wing', member: 'vrExpos', kind: 'tower', imageKind: 'mall', price: 120, area: 860.5 },
  {
    title: 'Starlight Cinema',
    member: 'vrCinemars',
    kind: 'tower',
    imageKind: 'mall',
    price: 150,
    area: 640,
  },
  {
    title: 'Arcade Floor',
    member: 'vrGameCenters',
    kind: 'booth',
    imageKind: 'mall',
    price: 95,
    area: 420.25,
  },
];

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Seeds the store templates once (an existing database gets them on its next start). */
export async function seedStoreTemplates({
  db,
  store,
  log,
}: {
  db: Db;
  store: MediaStore;
  log: (line: string) => void;
}): Promise<number> {
  const [existing] = await db.select({ value: count() }).from(storeTemplates);
  if ((existing?.value ?? 0) > 0) return 0;
  log(`building ${demoStoreTemplates.length} vrStore templates…`);
  const rows = [];
  for (const template of demoStoreTemplates) {
    const member = categoryByName(template.member);
    const model = await buildGlbModel({ seed: `store:${template.title}`, kind: template.kind });
    rows.push({
      name: slug(template.title),
      title: template.title,
      description: `A ${member.name} ready to open: your name on the door, your goods on the shelves.`,
      avatar: await store(
        await renderImage({
          seed: `store:${template.title}`,
          kind: template.imageKind,
          title: template.title,
        }),
        'image/png',
      ),
      price: String(template.price),
      area: String(template.area),
      modelFile: await store(model.glb, 'model/gltf-binary'),
      categoryId: member.parentCategoryId ?? member.id,
      subCategoryId: member.parentCategoryId === null ? null : member.id,
    });
  }
  await db.insert(storeTemplates).values(rows);
  return rows.length;
}
