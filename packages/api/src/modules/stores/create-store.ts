import { DEFAULT_CURRENCY, type MessageKey, storeIdOfUrl } from '@vrmarket/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { NftComponents } from '../../db/schema/index.ts';
import { storeTemplates, vrStores } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { storeNftId } from './service.ts';

/** What a vrStore NFT takes from its store and template: never from the client. */
export interface StoreForCreate {
  id: string;
  /** The store's page as it was answered (`data.url`): the NFT's resource URL. */
  url: string;
  price: string;
  modelFile: string;
  avatar: string | null;
  /** The template's group category and member: the NFT's category and sub category. */
  category: { categoryId: number; subCategoryId: number | null };
  components: Pick<NftComponents, 'model3dId' | 'model3dName' | 'model3dTitle' | 'area' | 'resourceUrl'>;
}

/**
 * The caller's store a create payload's `resource_url` names (the Create vrStore answer), or null
 * when the URL is no store page. Another user's store is NOT_STORE_CREATOR, one an NFT that is not
 * rejected holds STORE_TAKEN (a friendlier early answer: the NFT's insert is what takes the store).
 */
export async function storeForCreate(
  db: Db,
  resourceUrl: string | undefined,
  userId: number,
): Promise<StoreForCreate | null> {
  const storeId = resourceUrl ? storeIdOfUrl(resourceUrl.trim()) : null;
  if (!storeId) return null;
  const [row] = await db
    .select({ store: vrStores, template: storeTemplates, nftId: storeNftId })
    .from(vrStores)
    .innerJoin(storeTemplates, eq(storeTemplates.id, vrStores.templateId))
    .where(eq(vrStores.id, storeId));
  if (!row) throw new HttpError(404, 'STORE_NOT_FOUND');
  if (row.store.userId !== userId) throw new HttpError(403, 'NOT_STORE_CREATOR');
  if (row.nftId !== null) throw new HttpError(409, 'STORE_TAKEN');
  const { template } = row;
  const url = resourceUrl!.trim();
  return {
    id: storeId,
    url,
    price: template.price,
    modelFile: template.modelFile,
    avatar: template.avatar,
    category: { categoryId: template.categoryId, subCategoryId: template.subCategoryId },
    components: {
      model3dId: String(template.id),
      model3dName: template.name,
      model3dTitle: template.title,
      resourceUrl: url,
      ...(template.area === null ? {} : { area: Number(template.area) }),
    },
  };
}

/** The answer to an NFT insert refused because another NFT holds the store (nfts.ts). */
export const STORE_CONFLICTS: Record<string, MessageKey> = { nfts_store_held_key: 'STORE_TAKEN' };

/** The creator's choices for a store: the template's price in USDT; only an admin decides isShow. */
export function storeChoices(store: StoreForCreate, isAdmin: boolean, isShow: boolean | undefined) {
  return {
    price: store.price,
    currency: DEFAULT_CURRENCY,
    isShow: isAdmin ? (isShow ?? true) : false,
    verified: isAdmin,
  };
}
