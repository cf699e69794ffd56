import type { CreateNftPayload, PetComboCreateAnswer, PetComboPage, PetModel } from '@vrmarket/domain';
import { apiFetch } from '../../api/client.ts';

/** `GET /api/v1/pet-models`: the pet models with their combo counts (admin-market users). */
export const listPetModels = (signal?: AbortSignal) => apiFetch<PetModel[]>('/v1/pet-models', { signal });

/** `GET /api/v1/pet-combos`: a page of one model's combos (spec §7: model_id, page, limit=8). */
export const listPetCombos = (
  params: { model_id: number; page: number; limit: number },
  signal?: AbortSignal,
) => apiFetch<PetComboPage>('/v1/pet-combos', { query: params, signal });

/** `POST /api/v1/pet-combos/{id}/nft`: creates the combo's NFT and links the combo (once). */
export const createPetNft = (comboId: number, payload: CreateNftPayload) =>
  apiFetch<PetComboCreateAnswer>(`/v1/pet-combos/${comboId}/nft`, { method: 'POST', json: payload });
