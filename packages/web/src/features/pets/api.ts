import type { CreateNftPayload, PetComboCreateAnswer, PetComboPage, PetModel } from '@vrmarket/domain';
import { api, read } from '../../api/client.ts';

/** `GET /api/v1/pet-models`: the pet models with their combo counts (admin-market users). */
export const listPetModels = (signal?: AbortSignal): Promise<PetModel[]> =>
  read(api.GET('/api/v1/pet-models', { signal }));

/** `GET /api/v1/pet-combos`: a page of one model's combos (R-API-15: model_id, page, limit=8). */
export const listPetCombos = (
  params: { model_id: number; page: number; limit: number },
  signal?: AbortSignal,
): Promise<PetComboPage> => read(api.GET('/api/v1/pet-combos', { params: { query: params }, signal }));

/**
 * The payload as the api's document describes it: the fields the api would default filled in (the
 * generated type asks for every field with a default) and the category ids as numbers (the api
 * also takes digit text, which its document does not say).
 */
const toCreateNftBody = ({ moralisData, nftData }: CreateNftPayload) => {
  const { categoryId, subCategoryId } = moralisData.category;
  return {
    moralisData: {
      ...moralisData,
      components: moralisData.components ?? {},
      category: {
        ...moralisData.category,
        categoryId: Number(categoryId),
        subCategoryId:
          subCategoryId === null || subCategoryId === undefined ? subCategoryId : Number(subCategoryId),
      },
    },
    nftData: { ...nftData, properties: nftData.properties ?? [], styles: nftData.styles ?? [] },
  };
};

/** `POST /api/v1/pet-combos/{id}/nft`: creates the combo's NFT and links the combo (once). */
export const createPetNft = (comboId: number, payload: CreateNftPayload): Promise<PetComboCreateAnswer> =>
  read(
    api.POST('/api/v1/pet-combos/{id}/nft', {
      params: { path: { id: comboId } },
      body: toCreateNftBody(payload),
    }),
  );
