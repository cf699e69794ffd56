import { fitsUploadKind, formatList, uploadFormKindOf } from '@vrmarket/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { categories } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { createCategoryService } from '../categories/service.ts';

/** The top-level category an NFT is created in: what the select-type grid showed as a card. */
export type TopCategory = { id: number; name: string; nftCategoryId: number | null };

/** The top-level category of a category id (itself when it has none above); undefined when unknown. */
export async function topCategoryOf(db: Db, categoryId: number): Promise<TopCategory | undefined> {
  let id: number | null = categoryId;
  // The tree is two levels deep (ADR 0042); a loop in it ends here too.
  for (let depth = 0; id !== null && depth < 4; depth += 1) {
    const [row]: { id: number; name: string; nftCategoryId: number | null; parentId: number | null }[] =
      await db
        .select({
          id: categories.id,
          name: categories.name,
          nftCategoryId: categories.nftCategoryId,
          parentId: categories.parentCategoryId,
        })
        .from(categories)
        .where(eq(categories.id, id));
    if (!row) return undefined;
    if (row.parentId === null) return { id: row.id, name: row.name, nftCategoryId: row.nftCategoryId };
    id = row.parentId;
  }
  return undefined;
}

/**
 * What the select-type card allows, held by the api for every create path (R-CREATE-3, R-CREATE-4): a
 * category outside NORMAL_CATEGORIES needs a pro account (an admin-market user counts as pro), else
 * PRO_ACCOUNT_REQUIRED; a category whose nftCategoryId ALLOW_CREATING does not list is not
 * released, COMING_SOON. `released: false` skips the second rule (the admins' bulk pet screen).
 */
export async function requireCreatable(
  db: Db,
  creator: { isPro: boolean; isAdminMarket: boolean },
  category: TopCategory,
  { released = true }: { released?: boolean } = {},
): Promise<void> {
  const settings = await createCategoryService({ db }).settings();
  const pro = creator.isPro || creator.isAdminMarket;
  if (!pro && !settings.NORMAL_CATEGORIES.includes(category.id))
    throw new HttpError(403, 'PRO_ACCOUNT_REQUIRED');
  const open = category.nftCategoryId !== null && settings.ALLOW_CREATING.includes(category.nftCategoryId);
  if (released && !open) throw new HttpError(403, 'COMING_SOON');
}

/**
 * The form decides what its file may be (the 3D model form: glTF and glb only), by the type the
 * upload pipeline found from the bytes: any media file of another type is refused.
 */
export function requireFormFiles(
  category: TopCategory,
  files: readonly ({ mime: string } | undefined)[],
): void {
  const kind = uploadFormKindOf(category.name);
  if (!kind) return;
  if (files.some((file) => file !== undefined && !fitsUploadKind(kind, file.mime)))
    throw new HttpError(415, 'FILE_FORMAT_NOT_SUPPORTED_WITH_LIST', { formats: formatList(kind) });
}
