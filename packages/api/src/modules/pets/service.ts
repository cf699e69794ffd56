import type {
  CreateNftInputParsed,
  PetCombo,
  PetComboCreateAnswer,
  PetComboListQuery,
  PetComboPage,
  PetModel,
} from '@vrmarket/domain';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  categories,
  type NftPart,
  nfts,
  petCombos,
  petModelParts,
  petModels,
  petModelTextures,
  users,
} from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { createdNftAnswer } from '../create/answer.ts';
import { createCreateService } from '../create/service.ts';
import type { UploadService } from '../uploads/service.ts';

/** The spec's NFT parts (id, meshName, textureId, textureName, textureThumbnails) of a combo. */
function nftPartsOf(combo: PetCombo): NftPart[] {
  return combo.data.map((part) => ({
    id: String(part.id),
    meshName: part.partTitle,
    ...(part.partAvatar ? { meshThumbnails: part.partAvatar } : {}),
    ...(part.textureId === null
      ? {}
      : {
          textureId: String(part.textureId),
          textureName: part.textureName ?? '',
          textureThumbnails: part.textureFile ?? '',
        }),
  }));
}

export type PetService = ReturnType<typeof createPetService>;

type ModelRow = typeof petModels.$inferSelect;
type ComboRow = typeof petCombos.$inferSelect;

/**
 * The bulk pet screen's data (admin-market users only, R-ROLE-10): pet models, their combos by
 * pages of 8, and the creation of a combo's NFT linked to the combo in one transaction, so that
 * re-running a half-done batch creates nothing twice.
 */
export function createPetService({ db, uploads }: { db: Db; uploads: Pick<UploadService, 'findByUrl'> }) {
  async function requireAdmin(userId: number) {
    const [user] = await db
      .select({ isAdminMarket: users.isAdminMarket })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new HttpError(401, 'UNAUTHORIZED');
    if (!user.isAdminMarket) throw new HttpError(403, 'FORBIDDEN');
  }

  /** The model's parts and textures, for drawing its combos. */
  async function partsOf(modelId: number, on: Db = db) {
    const parts = await on
      .select()
      .from(petModelParts)
      .where(eq(petModelParts.modelId, modelId))
      .orderBy(asc(petModelParts.order), asc(petModelParts.id));
    const textures =
      parts.length === 0
        ? []
        : await on
            .select()
            .from(petModelTextures)
            .where(
              inArray(
                petModelTextures.partId,
                parts.map((part) => part.id),
              ),
            );
    return { parts, textures: new Map(textures.map((texture) => [texture.id, texture])) };
  }

  function comboOf(
    row: ComboRow,
    model: ModelRow,
    { parts, textures }: Awaited<ReturnType<typeof partsOf>>,
  ): PetCombo {
    const byId = new Map(parts.map((part) => [part.id, part]));
    return {
      id: row.id,
      name: row.name,
      collectionName: row.collectionName,
      data: row.data.flatMap((entry) => {
        const part = byId.get(entry.id);
        if (!part) return [];
        const texture = entry.textureId === null ? undefined : textures.get(entry.textureId);
        return [
          {
            id: part.id,
            textureId: texture?.id ?? null,
            meshName: part.name,
            partTitle: part.title,
            partAvatar: part.avatar,
            textureName: texture?.name ?? null,
            textureFile: texture?.file ?? null,
          },
        ];
      }),
      model: {
        id: model.id,
        name: model.name,
        title: model.title,
        modelFile: model.modelFile,
        partNames: parts.map((part) => part.name),
      },
      nftId: row.nftId === null ? null : String(row.nftId),
      glbUrl: row.glbUrl,
    };
  }

  async function modelById(id: number) {
    const [model] = await db.select().from(petModels).where(eq(petModels.id, id));
    if (!model) throw new HttpError(404, 'NOT_FOUND');
    return model;
  }

  return {
    /** Every pet model with how many combos it has and how many of them were created. */
    async models(userId: number): Promise<PetModel[]> {
      await requireAdmin(userId);
      const models = await db.select().from(petModels).orderBy(asc(petModels.id));
      const names = await db.select({ id: categories.id, name: categories.name }).from(categories);
      const nameOf = (id: number | null) => names.find((row) => row.id === id)?.name ?? null;
      const counts = await db
        .select({
          modelId: petCombos.modelId,
          total: sql<number>`count(*)::int`,
          created: sql<number>`count(${petCombos.nftId})::int`,
        })
        .from(petCombos)
        .groupBy(petCombos.modelId);
      const parts = await db
        .select({ modelId: petModelParts.modelId, name: petModelParts.name })
        .from(petModelParts)
        .orderBy(asc(petModelParts.order), asc(petModelParts.id));
      return models.map((model) => {
        const counted = counts.find((row) => row.modelId === model.id);
        return {
          id: model.id,
          name: model.name,
          title: model.title,
          avatar: model.avatar,
          modelFile: model.modelFile,
          price: model.price,
          categoryId: model.categoryId,
          categoryName: nameOf(model.categoryId) ?? '',
          subCategoryId: model.subCategoryId,
          subCategoryName: nameOf(model.subCategoryId),
          partNames: parts.filter((part) => part.modelId === model.id).map((part) => part.name),
          totalCombos: counted?.total ?? 0,
          createdCombos: counted?.created ?? 0,
        };
      });
    },

    /** A page of one model's combos, in their order (R-API-15: results, totalResults, totalPages). */
    async list(userId: number, query: PetComboListQuery): Promise<PetComboPage> {
      await requireAdmin(userId);
      const model = await modelById(query.model_id);
      const where = eq(petCombos.modelId, model.id);
      const [rows, [total], parts] = await Promise.all([
        db
          .select()
          .from(petCombos)
          .where(where)
          .orderBy(asc(petCombos.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ value: count() }).from(petCombos).where(where),
        partsOf(model.id),
      ]);
      const totalResults = total?.value ?? 0;
      return {
        results: rows.map((row) => comboOf(row, model, parts)),
        totalResults,
        totalPages: Math.ceil(totalResults / query.limit),
        page: query.page,
        limit: query.limit,
      };
    },

    /**
     * Creates the combo's NFT (add-nft's rules, the model's category) and links the combo to it,
     * both in one transaction holding the combo's row lock. A combo already linked answers its NFT
     * and creates nothing: the link is the idempotency key of a re-run batch.
     */
    async createAndLink(
      userId: number,
      comboId: number,
      payload: CreateNftInputParsed,
    ): Promise<PetComboCreateAnswer> {
      await requireAdmin(userId);
      // The payload's files are looked up first: inside the transaction every query goes through it
      // (PGlite has one session; a query beside an open transaction would wait for it forever).
      const { nftData } = payload;
      const urls = [nftData.model_file, nftData.file_upload, nftData.avatar, nftData.cover];
      const found = new Map<string, Awaited<ReturnType<UploadService['findByUrl']>>>();
      for (const url of urls) if (url?.trim()) found.set(url.trim(), await uploads.findByUrl(url.trim()));
      const knownUploads = { findByUrl: async (url: string) => found.get(url.trim()) };
      return db.transaction(async (tx) => {
        const [combo] = await tx.select().from(petCombos).where(eq(petCombos.id, comboId)).for('update');
        if (!combo) throw new HttpError(404, 'NOT_FOUND');
        const [model] = await tx.select().from(petModels).where(eq(petModels.id, combo.modelId));
        if (!model) throw new HttpError(404, 'NOT_FOUND');
        const parts = await partsOf(model.id, tx);
        if (combo.nftId !== null) {
          const [nft] = await tx.select().from(nfts).where(eq(nfts.id, combo.nftId));
          if (nft)
            return {
              created: false,
              nft: createdNftAnswer(nft).data.nft,
              combo: comboOf(combo, model, parts),
            };
        }
        const names = await tx
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(inArray(categories.id, [model.categoryId, model.subCategoryId ?? model.categoryId]));
        const nameOf = (id: number | null) => names.find((row) => row.id === id)?.name;
        const category = {
          ...payload.moralisData.category,
          categoryId: model.categoryId,
          categoryName: nameOf(model.categoryId) ?? payload.moralisData.category.categoryName,
          subCategoryId: model.subCategoryId,
          subCategoryName: nameOf(model.subCategoryId) ?? null,
        };
        // The create service on this transaction: its own transaction becomes a savepoint.
        // The bulk pet screen is the admins' own (R-ROLE-10), whether or not ALLOW_CREATING lists pets.
        const answer = await createCreateService({ db: tx, uploads: knownUploads }).create(
          userId,
          { ...payload, moralisData: { ...payload.moralisData, category } },
          { released: false },
        );
        const nft = answer.data.nft;
        if (!nft.glbUrl) throw new HttpError(400, 'EMPTY_FILE');
        // The combo's parts and materials (from the catalogue, not the client) for the detail screen.
        const [row] = await tx
          .select({ components: nfts.components })
          .from(nfts)
          .where(eq(nfts.id, Number(nft.id)));
        await tx
          .update(nfts)
          .set({ components: { ...row!.components, parts: nftPartsOf(comboOf(combo, model, parts)) } })
          .where(eq(nfts.id, Number(nft.id)));
        const [linked] = await tx
          .update(petCombos)
          .set({ nftId: Number(nft.id), glbUrl: nft.glbUrl, linkedAt: new Date() })
          .where(eq(petCombos.id, combo.id))
          .returning();
        return { created: true, nft, combo: comboOf(linked!, model, parts) };
      });
    },
  };
}
