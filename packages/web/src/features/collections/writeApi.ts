import type {
  Collection,
  CollectionNftsInput,
  CollectionPage,
  CollectionWriteInput,
  UploadAnswer,
} from '@vrmarket/domain';
import { apiFetch } from '../../api/client.ts';

/** `GET /api/v1/collections?creatorAddress=`: the collections a wallet created. */
export function listCollectionsByCreator(params: {
  creatorAddress: string;
  page: number;
  limit: number;
}): Promise<CollectionPage> {
  return apiFetch<CollectionPage>('/v1/collections', { query: params });
}

/** `POST /api/v1/uploads` (multipart field `file`): where the picture is served from now on. */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const answer = await apiFetch<UploadAnswer>('/v1/uploads', { method: 'POST', body });
  return answer.url;
}

/** `POST /api/v1/collections` with the uploaded images' urls. */
export function createCollection(form: CollectionWriteInput): Promise<Collection> {
  return apiFetch<Collection>('/v1/collections', { method: 'POST', json: form });
}

/** `PUT /api/v1/collections/{id}/details` (the creator only). */
export function updateCollection(id: number, form: CollectionWriteInput): Promise<Collection> {
  return apiFetch<Collection>(`/v1/collections/${id}/details`, { method: 'PUT', json: form });
}

/** `PUT /api/v1/collections/{id}/nft`: ADD the caller's NFTs or REMOVE members (the creator only). */
export function changeCollectionNfts(id: number, change: CollectionNftsInput): Promise<Collection> {
  return apiFetch<Collection>(`/v1/collections/${id}/nft`, { method: 'PUT', json: change });
}
