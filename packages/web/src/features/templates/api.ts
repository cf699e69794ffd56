import type { Template, TemplateCategory, TemplateListParams, TemplatePage } from '@vrmarket/domain';
import { api, read } from '../../api/client.ts';

/** `GET /api/v1/templates`: by category, by base price. */
export function listTemplates(params: TemplateListParams, signal?: AbortSignal): Promise<TemplatePage> {
  return read(api.GET('/api/v1/templates', { params: { query: params }, signal }));
}

/** `GET /api/v1/templates/{id}` with its parts and materials. */
export function fetchTemplate(id: string): Promise<Template> {
  return read(api.GET('/api/v1/templates/{id}', { params: { path: { id } } }));
}

/** `GET /api/v1/map-model3d-categories`: the categories that hold templates. */
export function listTemplateCategories(): Promise<TemplateCategory[]> {
  return read(api.GET('/api/v1/map-model3d-categories'));
}
