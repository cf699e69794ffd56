import type {
  CreateStoreAnswer,
  CreateStoreBody,
  MarkStoreCreatedAnswer,
  StoreTemplateListParams,
  StoreTemplatePage,
} from '@vrmarket/domain';
import { api, read } from '../../api/client.ts';

/** `GET /api/v1/store-templates`: the separate vrStore templates list (by group category and member). */
export function listStoreTemplates(
  params: StoreTemplateListParams,
  signal?: AbortSignal,
): Promise<StoreTemplatePage> {
  return read(api.GET('/api/v1/store-templates', { params: { query: params }, signal }));
}

/** `POST /api/v1/vr-stores`: answers `data.url`, the new store's page. */
export function createStore(body: CreateStoreBody): Promise<CreateStoreAnswer> {
  return read(api.POST('/api/v1/vr-stores', { body }));
}

/** `POST /api/v1/vr-stores/{storeId}/created`: marks the store created once its NFT exists. */
export function markStoreCreated(storeId: string, categoryName: string): Promise<MarkStoreCreatedAnswer> {
  return read(
    api.POST('/api/v1/vr-stores/{storeId}/created', {
      params: { path: { storeId } },
      body: { category_name: categoryName },
    }),
  );
}
