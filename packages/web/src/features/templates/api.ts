import type { Template, TemplateCategory, TemplateListParams, TemplatePage } from '@vrmarket/domain';
import { apiFetch } from '../../api/client.ts';

/** `GET /api/v1/templates`: by category, by base price. */
export function listTemplates(params: TemplateListParams, signal?: AbortSignal): Promise<TemplatePage> {
  return apiFetch<TemplatePage>('/v1/templates', { query: params, signal });
}

/** `GET /api/v1/templates/{id}` with its parts and materials. */
export function fetchTemplate(id: string): Promise<Template> {
  return apiFetch<Template>(`/v1/templates/${encodeURIComponent(id)}`);
}

/** `GET /api/v1/map-model3d-categories`: the categories that hold templates. */
export function listTemplateCategories(): Promise<TemplateCategory[]> {
  return apiFetch<TemplateCategory[]>('/v1/map-model3d-categories');
}
