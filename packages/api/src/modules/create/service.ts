import {
  ActivityType,
  type CreateNftAnswer,
  type CreateNftInputParsed,
  PurchaseStatus,
  serializeProperties,
  storeIdOfUrl,
} from '@vrmarket/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { activities, categories, type NftComponents, nfts, users } from '../../db/schema/index.ts';
import { conflictOn } from '../../http/conflict.ts';
import { HttpError } from '../../http/errors.ts';
import { LAND_CONFLICTS, type LandForCreate, landChoices, landForCreate } from '../lands/create-land.ts';
import {
  STORE_CONFLICTS,
  type StoreForCreate,
  storeChoices,
  storeForCreate,
} from '../stores/create-store.ts';
import { type TemplateForCreate, templateChoices, templateForCreate } from '../templates/create-template.ts';
import type { UploadService } from '../uploads/service.ts';
import { createdNftAnswer } from './answer.ts';
import { requireCreatable, requireFormFiles, type TopCategory, topCategoryOf } from './category-rules.ts';
import { linkProblem, propertiesProblem, textProblem } from './rules.ts';

const isModel = (mime: string) => mime.startsWith('model/');
const isImage = (mime: string) => mime === 'image/png' || mime === 'image/jpeg';
const isVideo = (mime: string) => mime.startsWith('video/');

export type CreateService = ReturnType<typeof createCreateService>;

/**
 * `POST /api/v1/mp/add-nft`: an NFT from uploaded media (DESIGN.md "Creation and media"). The
 * creator's linked wallet owns it, unminted (the owner's Mint action mints it lazily once it is
 * verified). An admin-market user's creation is verified at once with their price and
 * visibility; anybody else's is hidden, priced '0' and waits in the verification queue. The
 * category must be one the creator may create in (pro, released: category-rules.ts).
 */
export function createCreateService({ db, uploads }: { db: Db; uploads: Pick<UploadService, 'findByUrl'> }) {
  async function loadCreator(userId: number) {
    const [user] = await db
      .select({
        id: users.id,
        publicKey: users.publicKey,
        isAdminMarket: users.isAdminMarket,
        isPro: users.isPro,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new HttpError(401, 'UNAUTHORIZED');
    if (!user.publicKey) throw new HttpError(403, 'WALLET_NOT_LINKED');
    return { ...user, publicKey: user.publicKey };
  }

  /** The category and sub category, checked against the tree (INVALID_SUB_TYPE when they do not fit). */
  async function checkCategory(payload: CreateNftInputParsed, isAdmin: boolean) {
    const { categoryId, subCategoryId } = payload.moralisData.category;
    const [category] = await db.select().from(categories).where(eq(categories.id, categoryId));
    if (!category) throw new HttpError(400, 'INVALID_SUB_TYPE');
    const children = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.parentCategoryId, categoryId));
    if (subCategoryId === null || subCategoryId === undefined) {
      // The sub category field is an admin-market field of the forms; others may leave it out.
      if (isAdmin && children.length > 0) throw new HttpError(400, 'INVALID_SUB_TYPE');
      return { categoryId, subCategoryId: null };
    }
    if (!children.some((child) => child.id === subCategoryId)) throw new HttpError(400, 'INVALID_SUB_TYPE');
    return { categoryId, subCategoryId };
  }

  /** A land's sub category is its feature type (the registry's, not the client's). */
  async function withLandSubCategory(payload: CreateNftInputParsed, land: LandForCreate) {
    const { categoryId } = payload.moralisData.category;
    const [sub] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.parentCategoryId, categoryId), eq(categories.name, land.featureType)));
    const category = { ...payload.moralisData.category, subCategoryId: sub?.id ?? null };
    return { ...payload, moralisData: { ...payload.moralisData, category } };
  }

  /**
   * A vrStore NFT is made of its store's template (model, picture, category), whatever the client
   * sent; its resource URL is the store's page (checked by the store, not as a typed link).
   */
  function withStore(payload: CreateNftInputParsed, store: StoreForCreate): CreateNftInputParsed {
    const { model_file: _model, file_upload: _file, resource_url: _resource, ...nftData } = payload.nftData;
    return {
      moralisData: { ...payload.moralisData, category: store.category },
      nftData: {
        ...nftData,
        model_file: store.modelFile,
        ...(store.avatar ? { avatar: store.avatar } : { avatar: undefined }),
      },
    };
  }

  /** An NFT made from a template takes the template's category and sub category, whatever the client sent. */
  function withTemplate(payload: CreateNftInputParsed, template: TemplateForCreate): CreateNftInputParsed {
    return { ...payload, moralisData: { ...payload.moralisData, category: template.category } };
  }

  /** Our own media at a URL of the upload endpoint; an empty field is undefined, a foreign URL INVALID_URL. */
  async function mediaAt(url: string | undefined, accept: (mime: string) => boolean) {
    if (!url?.trim()) return undefined;
    const found = await uploads.findByUrl(url.trim());
    if (!found || !accept(found.mime)) throw new HttpError(400, 'INVALID_URL');
    return found;
  }

  /**
   * A vrLand needs no file (its map and data make the NFT); anything else needs its media, of a
   * type its category's form takes (the 3D model form: models only).
   */
  async function checkFiles(payload: CreateNftInputParsed, land: LandForCreate | null, top: TopCategory) {
    const { nftData } = payload;
    const model = await mediaAt(nftData.model_file, isModel);
    const file = await mediaAt(
      nftData.file_upload,
      (mime) => isModel(mime) || isImage(mime) || isVideo(mime),
    );
    requireFormFiles(top, [model, file]);
    const main = model ?? file;
    if (!main && !land) throw new HttpError(400, 'EMPTY_FILE');
    const poster = await mediaAt(nftData.avatar, isImage);
    const cover = await mediaAt(nftData.cover, isImage);
    const numberPlate = await mediaAt(nftData.number_plate_image, isImage);
    const texture = await mediaAt(nftData.land_texture, isImage);
    return { main, poster, cover, numberPlate, texture };
  }

  function componentsOf(
    payload: CreateNftInputParsed,
    files: Pick<Awaited<ReturnType<typeof checkFiles>>, 'main' | 'poster' | 'numberPlate' | 'texture'>,
    land: LandForCreate | null,
    store: StoreForCreate | null,
    template: TemplateForCreate | null,
  ): NftComponents {
    const { main, poster, numberPlate, texture } = files;
    const { components } = payload.moralisData;
    const { nftData } = payload;
    const title = nftData.title.trim();
    return {
      customTitle: title,
      ...(components.model3dName ? { model3dName: components.model3dName } : {}),
      ...(components.model3dTitle ? { model3dTitle: components.model3dTitle } : {}),
      ...(components.model3dDescription ? { model3dDescription: components.model3dDescription } : {}),
      ...(components.model3dId ? { model3dId: components.model3dId } : {}),
      ...(main ? { mediaUrl: main.url, mediaType: main.mime } : {}),
      ...(poster ? { model3dThumbnails: poster.url } : {}),
      ...(nftData.resource_url?.trim() ? { resourceUrl: nftData.resource_url.trim() } : {}),
      ...(numberPlate ? { numberPlateImage: numberPlate.url } : {}),
      ...(texture ? { landTexture: texture.url } : {}),
      properties: serializeProperties(nftData.properties, {
        styles: nftData.styles,
        attached: nftData.attached_link,
      }),
      ...land?.components,
      ...store?.components,
      ...template?.components,
    };
  }

  return {
    /**
     * `released: false` (the admins' bulk pet screen) skips ALLOW_CREATING; the pro rule holds
     * everywhere (category-rules.ts).
     */
    async create(
      userId: number,
      given: CreateNftInputParsed,
      { released = true }: { released?: boolean } = {},
    ): Promise<CreateNftAnswer> {
      const creator = await loadCreator(userId);
      const landId = given.nftData.land_planning_id?.trim();
      const isStore = !landId && storeIdOfUrl(given.nftData.resource_url ?? '') !== null;
      // model3dId names the template a customised model is made of (select-model): priced by it.
      const model3dId = !landId && !isStore ? given.moralisData.components.model3dId?.trim() : undefined;
      const texts = textProblem(
        given,
        creator.isAdminMarket,
        landId ? 'land' : isStore ? 'store' : model3dId ? 'template' : 'media',
      );
      if ('code' in texts) throw new HttpError(400, texts.code);
      const store = isStore ? await storeForCreate(db, given.nftData.resource_url, creator.id) : null;
      const template = model3dId
        ? await templateForCreate(db, model3dId, given.moralisData.components.parts)
        : null;
      const payload = store ? withStore(given, store) : template ? withTemplate(given, template) : given;
      const land = landId ? await landForCreate(db, landId) : null;
      const isShow = payload.moralisData.isShow;
      const choices = land
        ? landChoices(land, creator.isAdminMarket, isShow)
        : store
          ? storeChoices(store, creator.isAdminMarket, isShow)
          : template
            ? templateChoices(template, creator.isAdminMarket, isShow)
            : texts.choices;
      const category = await checkCategory(
        land ? await withLandSubCategory(payload, land) : payload,
        creator.isAdminMarket,
      );
      const top = await topCategoryOf(db, category.categoryId);
      if (!top) throw new HttpError(400, 'INVALID_SUB_TYPE');
      await requireCreatable(db, creator, top, { released });
      const urlProblem = linkProblem(payload);
      if (urlProblem) throw new HttpError(400, urlProblem);
      const files = await checkFiles(payload, land, top);
      const { main, poster, cover } = files;
      const rowsProblem = propertiesProblem(payload);
      if (rowsProblem) throw new HttpError(400, rowsProblem);

      const image = poster ?? (main && isImage(main.mime) ? main : cover);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(nfts)
          .values({
            title: payload.nftData.title.trim(),
            categoryId: category.categoryId,
            subCategoryId: category.subCategoryId,
            creatorId: creator.id,
            ownerAddress: creator.publicKey,
            currency: choices.currency,
            mintingPrice: choices.price,
            mintingCurrency: choices.currency,
            purchaseStatus: choices.verified ? PurchaseStatus.NONE : PurchaseStatus.UNVERIFIED,
            isVerified: choices.verified,
            isShow: choices.isShow,
            metadata: image ? { image: image.url } : {},
            components: componentsOf(payload, files, land, store, template),
            glbUrl: main && isModel(main.mime) ? main.url : null,
            styles: payload.nftData.styles.map((style) => style.trim()).filter(Boolean),
            // The NFT takes its parcel or store: the unique indexes of nfts.ts refuse a second.
            landId: land?.id ?? null,
            storeId: store?.id ?? null,
          })
          .returning()
          .catch(conflictOn({ ...LAND_CONFLICTS, ...STORE_CONFLICTS }));
        if (!created) throw new Error('insert returned no row');
        // The creator's activity: PENDING until an admin decides (verification/service.ts).
        await tx.insert(activities).values({
          type: ActivityType.CREATED,
          nftId: created.id,
          name: created.title,
          toAddress: creator.publicKey,
          status: choices.verified ? 'SUCCESS' : 'PENDING',
        });
        return created;
      });
      return createdNftAnswer(row);
    },
  };
}
