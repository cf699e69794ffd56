import type { Template, TemplateCategory, TemplateListQuery, TemplatePage } from '@vrmarket/domain';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  categories,
  modelTemplateMeshes,
  modelTemplates,
  modelTemplateTextures,
} from '../../db/schema/index.ts';

export type TemplateService = ReturnType<typeof createTemplateService>;

type TemplateRow = typeof modelTemplates.$inferSelect;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createTemplateService({ db }: { db: Db }) {
  /** The rows with their parts and materials, in the rows' order. */
  async function withParts(rows: TemplateRow[]): Promise<Template[]> {
    if (rows.length === 0) return [];
    const meshes = await db
      .select()
      .from(modelTemplateMeshes)
      .where(
        inArray(
          modelTemplateMeshes.templateId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(modelTemplateMeshes.order), asc(modelTemplateMeshes.id));
    const textures =
      meshes.length === 0
        ? []
        : await db
            .select()
            .from(modelTemplateTextures)
            .where(
              inArray(
                modelTemplateTextures.meshId,
                meshes.map((mesh) => mesh.id),
              ),
            )
            .orderBy(asc(modelTemplateTextures.id));
    return rows.map((row) => {
      const own = meshes.filter((mesh) => mesh.templateId === row.id);
      const meshIds = new Set(own.map((mesh) => mesh.id));
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
        resourceUrl: row.resourceUrl,
        modelMeshes: own.map(({ id, title, name, avatar, price, required }) => ({
          id,
          title,
          name,
          avatar,
          price,
          required,
        })),
        modelTextures: textures
          .filter((texture) => meshIds.has(texture.meshId))
          .map(({ id, meshId, name, avatar, price, file }) => ({ id, meshId, name, avatar, price, file })),
      };
    });
  }

  return {
    /** A page of templates, by base price; keyword matches title or name. */
    async list(query: TemplateListQuery): Promise<TemplatePage> {
      const conditions: SQL[] = [];
      if (query.category_id !== undefined) conditions.push(eq(modelTemplates.categoryId, query.category_id));
      if (query.sub_category_id !== undefined)
        conditions.push(eq(modelTemplates.subCategoryId, query.sub_category_id));
      if (query.keyword !== undefined) {
        const pattern = `%${escapeLike(query.keyword)}%`;
        conditions.push(or(ilike(modelTemplates.title, pattern), ilike(modelTemplates.name, pattern))!);
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const direction = query.sort_direction === 'desc' ? desc : asc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(modelTemplates)
          .where(where)
          .orderBy(direction(modelTemplates.price), direction(modelTemplates.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ value: count() }).from(modelTemplates).where(where),
      ]);
      return {
        results: await withParts(rows),
        total: total?.value ?? 0,
        page: query.page,
        limit: query.per_page,
      };
    },

    async get(id: number): Promise<Template | undefined> {
      const rows = await db.select().from(modelTemplates).where(eq(modelTemplates.id, id));
      return (await withParts(rows))[0];
    },

    /** Top-level categories holding templates, in display order, with how many each holds. */
    async categories(): Promise<TemplateCategory[]> {
      return db
        .select({
          id: categories.id,
          name: categories.name,
          title: categories.title,
          total: sql<number>`count(*)::int`,
        })
        .from(modelTemplates)
        .innerJoin(categories, eq(categories.id, modelTemplates.categoryId))
        .where(eq(categories.active, true))
        .groupBy(categories.id)
        .orderBy(asc(categories.order), asc(categories.id));
    },
  };
}
