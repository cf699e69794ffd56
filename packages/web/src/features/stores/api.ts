import type {
  CreateStoreAnswer,
  CreateStoreBody,
  MarkStoreCreatedAnswer,
  StoreTemplateListParams,
  StoreTemplatePage,
} from '@vrmarket/domain';
import { apiFetch } from '../../api/client.ts';

/** `GET /api/v1/store-templates`: the separate vrStore templates list (by group category and member). */
export function listStoreTemplates(
  params: StoreTemplateListParams,
  signal?: AbortSignal,
): Promise<StoreTemplatePage> {
  return apiFetch<StoreTemplatePage>('/v1/store-templates', { query: params, signal });
}

/** `POST /api/v1/vr-stores`: answers `data.url`, the new store's page. */
export function createStore(body: CreateStoreBody): Promise<CreateStoreAnswer> {
  return apiFetch<CreateStoreAnswer>('/v1/vr-stores', { method: 'POST', json: body });
}

/** `POST /api/v1/vr-stores/{storeId}/created`: marks the store created once its NFT exists. */
export function markStoreCreated(storeId: string, categoryName: string): Promise<MarkStoreCreatedAnswer> {
  return apiFetch<MarkStoreCreatedAnswer>(`/v1/vr-stores/${encodeURIComponent(storeId)}/created`, {
    method: 'POST',
    json: { category_name: categoryName },
  });
}
