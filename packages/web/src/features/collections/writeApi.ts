import type { Collection, CollectionNftsInput, CollectionPage, CollectionWriteInput } from '@vrmarket/domain';
import { api, read } from '../../api/client.ts';
import { uploadFile } from '../create/api.ts';

/** `GET /api/v1/collections?creatorAddress=`: the collections a wallet created. */
export function listCollectionsByCreator(params: {
  creatorAddress: string;
  page: number;
  limit: number;
}): Promise<CollectionPage> {
  return read(api.GET('/api/v1/collections', { params: { query: params } }));
}

/**
 * `POST /api/v1/uploads` through the create feature's upload (its OpenAPI entry does not describe the
 * multipart body): where the picture is served from now on.
 */
export async function uploadImage(file: File): Promise<string> {
  return (await uploadFile(file)).url;
}

/**
 * The body as the OpenAPI document types it: a field the api defaults (description: '') is required
 * there, so the web sends the default itself.
 */
const writeBody = (form: CollectionWriteInput) => ({ ...form, description: form.description ?? '' });

/** `POST /api/v1/collections` with the uploaded images' urls. */
export function createCollection(form: CollectionWriteInput): Promise<Collection> {
  return read(api.POST('/api/v1/collections', { body: writeBody(form) }));
}

/** `PUT /api/v1/collections/{id}/details` (the creator only). */
export function updateCollection(id: number, form: CollectionWriteInput): Promise<Collection> {
  return read(
    api.PUT('/api/v1/collections/{id}/details', { params: { path: { id } }, body: writeBody(form) }),
  );
}

/** `PUT /api/v1/collections/{id}/nft`: ADD the caller's NFTs or REMOVE members (the creator only). */
export function changeCollectionNfts(id: number, change: CollectionNftsInput): Promise<Collection> {
  return read(api.PUT('/api/v1/collections/{id}/nft', { params: { path: { id } }, body: change }));
}
