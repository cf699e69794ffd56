import { randomBytes } from 'node:crypto';
import type {
  CreateStoreAnswer,
  CreateStoreBody,
  MarkStoreCreatedAnswer,
  StoreTemplate,
  StoreTemplateListQuery,
  StoreTemplatePage,
} from '@vrmarket/domain';
import { and, asc, count, desc, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { categories, storeTemplates, users, vrStores } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { requireCreatable, topCategoryOf } from '../create/category-rules.ts';

export type StoreService = ReturnType<typeof createStoreService>;

type TemplateRow = typeof storeTemplates.$inferSelect;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Where the api serves a template's resource index page and a store's page (routes.ts). */
export const storePaths = {
  templateIndex: (name: string) => `/vr-stores/templates/${encodeURIComponent(name)}/index.html`,
  store: (id: string) => `/vr-stores/${id}`,
};

/** The NFT holding a store: the one made of it that is not rejected (`nfts_store_held_key`). */
export const storeNftId = sql<number | null>`(select "holder"."id" from "nfts" as "holder"
  where "holder"."store_id" = "vr_stores"."id" and "holder"."rejection_reason" is null)`.mapWith(Number);

export function toStoreTemplate(row: TemplateRow): StoreTemplate {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    description: row.description,
    avatar: row.avatar,
    price: row.price,
    area: row.area,
    modelFile: row.modelFile,
    modelCategoryId: row.subCategoryId ?? row.categoryId,
    parentCategoryId: row.categoryId,
    resourceUrl: storePaths.templateIndex(row.name),
  };
}

/** The vrStore templates, the stores made of them and the "marked created" step (R-API-13, R-API-17). */
export function createStoreService({ db, publicUrl }: { db: Db; publicUrl: string }) {
  const storeUrl = (id: string) => new URL(storePaths.store(id), publicUrl).toString();

  async function ownStore(userId: number, storeId: string) {
    const [store] = await db
      .select({ ...getTableColumns(vrStores), nftId: storeNftId })
      .from(vrStores)
      .where(eq(vrStores.id, storeId));
    if (!store) throw new HttpError(404, 'STORE_NOT_FOUND');
    if (store.userId !== userId) throw new HttpError(403, 'NOT_STORE_CREATOR');
    return store;
  }

  return {
    storeUrl,

    /** A page of templates by price; category_id is the group's top category, sub_category_id a member. */
    async listTemplates(query: StoreTemplateListQuery): Promise<StoreTemplatePage> {
      const conditions: SQL[] = [];
      if (query.category_id !== undefined) conditions.push(eq(storeTemplates.categoryId, query.category_id));
      if (query.sub_category_id !== undefined)
        conditions.push(eq(storeTemplates.subCategoryId, query.sub_category_id));
      if (query.keyword !== undefined) {
        const pattern = `%${escapeLike(query.keyword)}%`;
        conditions.push(or(ilike(storeTemplates.title, pattern), ilike(storeTemplates.name, pattern))!);
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const direction = query.sort_direction === 'desc' ? desc : asc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(storeTemplates)
          .where(where)
          .orderBy(direction(storeTemplates.price), direction(storeTemplates.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ value: count() }).from(storeTemplates).where(where),
      ]);
      return {
        results: rows.map(toStoreTemplate),
        total: total?.value ?? 0,
        page: query.page,
        limit: query.per_page,
      };
    },

    async templateByName(name: string) {
      const [row] = await db.select().from(storeTemplates).where(eq(storeTemplates.name, name));
      return row;
    },

    /** The title of a template's category (its member's when it has one), for its index page. */
    async templateCategoryTitle(template: {
      categoryId: number;
      subCategoryId: number | null;
    }): Promise<string> {
      const [category] = await db
        .select({ title: categories.title })
        .from(categories)
        .where(eq(categories.id, template.subCategoryId ?? template.categoryId));
      return category?.title ?? '';
    },

    /**
     * `POST /api/v1/vr-stores`: a store of the caller's from a template, for a category of the
     * template's group (its top category or the template's own member). Nothing else is written.
     */
    async create(userId: number, body: CreateStoreBody & { model_id: number }): Promise<CreateStoreAnswer> {
      const [user] = await db
        .select({
          id: users.id,
          publicKey: users.publicKey,
          oidcSubject: users.oidcSubject,
          isPro: users.isPro,
          isAdminMarket: users.isAdminMarket,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) throw new HttpError(401, 'UNAUTHORIZED');
      if (!user.publicKey) throw new HttpError(403, 'WALLET_NOT_LINKED');
      if (body.social_id !== undefined && body.social_id !== '' && body.social_id !== user.oidcSubject)
        throw new HttpError(403, 'FORBIDDEN');
      const [template] = await db.select().from(storeTemplates).where(eq(storeTemplates.id, body.model_id));
      if (!template) throw new HttpError(404, 'STORE_TEMPLATE_NOT_FOUND');
      const [category] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.name, body.category_name.trim()));
      const fits =
        category !== undefined &&
        (category.id === template.categoryId || category.id === template.subCategoryId);
      if (!fits) throw new HttpError(400, 'INVALID_SUB_TYPE');
      // The store is the first step of its NFT: the same category rules (pro, released) hold here.
      const top = await topCategoryOf(db, template.categoryId);
      if (!top) throw new HttpError(400, 'INVALID_SUB_TYPE');
      await requireCreatable(db, user, top);
      const id = randomBytes(10).toString('hex');
      await db.insert(vrStores).values({
        id,
        templateId: template.id,
        userId: user.id,
        socialId: user.oidcSubject,
        name: body.name.trim(),
        categoryId: category.id,
      });
      return { status_code: 200, data: { url: storeUrl(id) } };
    },

    /**
     * `POST /api/v1/vr-stores/{id}/created`: the creator marks their store created once its NFT
     * exists; the category name must be the one it was created for. Marking again changes nothing.
     */
    async markCreated(
      userId: number,
      storeId: string,
      categoryName: string,
    ): Promise<MarkStoreCreatedAnswer> {
      const store = await ownStore(userId, storeId);
      const [category] = await db
        .select({ name: categories.name })
        .from(categories)
        .where(eq(categories.id, store.categoryId));
      if (category?.name !== categoryName.trim()) throw new HttpError(400, 'INVALID_SUB_TYPE');
      if (store.nftId === null) throw new HttpError(409, 'STORE_NOT_READY');
      const [marked] = store.markedCreatedAt
        ? [store]
        : await db
            .update(vrStores)
            .set({ markedCreatedAt: new Date() })
            .where(eq(vrStores.id, store.id))
            .returning();
      return {
        status_code: 200,
        data: {
          url: storeUrl(store.id),
          nftId: String(store.nftId),
          createdAt: (marked?.markedCreatedAt ?? new Date()).toISOString(),
        },
      };
    },

    /** What a store's page shows. */
    async page(storeId: string) {
      const [row] = await db
        .select({
          id: vrStores.id,
          name: vrStores.name,
          nftId: storeNftId,
          markedCreatedAt: vrStores.markedCreatedAt,
          categoryTitle: categories.title,
          template: storeTemplates,
        })
        .from(vrStores)
        .innerJoin(storeTemplates, eq(storeTemplates.id, vrStores.templateId))
        .innerJoin(categories, eq(categories.id, vrStores.categoryId))
        .where(eq(vrStores.id, storeId));
      return row;
    },
  };
}
