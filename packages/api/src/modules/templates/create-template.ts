import {
  type CreateNftInputParsed,
  type Customisation,
  customisedPrice,
  DEFAULT_CURRENCY,
} from '@vrmarket/domain';
import type { Db } from '../../db/database.ts';
import type { NftComponents } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { createTemplateService } from './service.ts';

/** What an NFT made from a template takes from the catalogue: never from the client (ADR 0007). */
export interface TemplateForCreate {
  /** Base price + the parts + their materials (spec "Select model screen": the price total), USDT. */
  price: string;
  /** The template's category and sub category. */
  category: { categoryId: number; subCategoryId: number | null };
  components: Pick<NftComponents, 'model3dId' | 'model3dName' | 'model3dTitle' | 'area' | 'parts'>;
}

type ChosenParts = NonNullable<CreateNftInputParsed['moralisData']['components']['parts']>;

/**
 * The template a create payload's `components.model3dId` names, with the chosen parts checked
 * against it: an unknown template is 404 NOT_FOUND, a part or material not of it 400
 * VALIDATION_FAILED. Required parts are always in; the price is the customiser's total.
 */
export async function templateForCreate(
  db: Db,
  model3dId: string,
  chosen: ChosenParts = [],
): Promise<TemplateForCreate> {
  const id = /^\d{1,15}$/.test(model3dId.trim()) ? Number(model3dId.trim()) : null;
  const template = id === null ? undefined : await createTemplateService({ db }).get(id);
  if (!template) throw new HttpError(404, 'NOT_FOUND');
  const choice: Customisation = { parts: [], textures: {}, selectedPart: null };
  for (const part of chosen) {
    const mesh = template.modelMeshes.find((item) => String(item.id) === part.id);
    if (!mesh) throw new HttpError(400, 'VALIDATION_FAILED');
    if (!choice.parts.some((item) => String(item) === part.id)) choice.parts.push(mesh.id);
    if (part.textureId === null || part.textureId === undefined) continue;
    const texture = template.modelTextures.find((item) => String(item.id) === part.textureId);
    if (!texture || texture.meshId !== mesh.id) throw new HttpError(400, 'VALIDATION_FAILED');
    choice.textures[String(mesh.id)] = texture.id;
  }
  for (const mesh of template.modelMeshes)
    if (mesh.required && !choice.parts.some((item) => String(item) === String(mesh.id)))
      choice.parts.push(mesh.id);
  const ticked = new Set(choice.parts.map(String));
  return {
    price: String(customisedPrice(template, choice)),
    category: {
      categoryId: template.parentCategoryId,
      subCategoryId: template.modelCategoryId === template.parentCategoryId ? null : template.modelCategoryId,
    },
    components: {
      model3dId: String(template.id),
      model3dName: template.name,
      model3dTitle: template.title,
      ...(template.area === null ? {} : { area: Number(template.area) }),
      parts: template.modelMeshes
        .filter((mesh) => ticked.has(String(mesh.id)))
        .map((mesh) => {
          const texture = template.modelTextures.find(
            (item) => String(item.id) === String(choice.textures[String(mesh.id)]),
          );
          return {
            id: String(mesh.id),
            meshName: mesh.name,
            ...(mesh.avatar ? { meshThumbnails: mesh.avatar } : {}),
            ...(texture
              ? {
                  textureId: String(texture.id),
                  textureName: texture.name,
                  ...(texture.avatar ? { textureThumbnails: texture.avatar } : {}),
                }
              : {}),
          };
        }),
    },
  };
}

/** The creator's choices for a template NFT: its price in USDT; only an admin decides isShow. */
export function templateChoices(template: TemplateForCreate, isAdmin: boolean, isShow: boolean | undefined) {
  return {
    price: template.price,
    currency: DEFAULT_CURRENCY,
    isShow: isAdmin ? (isShow ?? true) : false,
    verified: isAdmin,
  };
}
