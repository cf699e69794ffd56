import {
  idText,
  templateCategoryShape,
  templateListQuery,
  templatePage,
  templateShape,
} from '@vrmarket/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import type { TemplateService } from './service.ts';

/** The template catalogue select-template and select-model read (R-API-17). */
export function templateRoutes({ templates }: { templates: TemplateService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/templates',
      {
        config: { visitorCache: true },
        schema: {
          tags: ['templates'],
          summary: 'Templates by category, by base price',
          querystring: templateListQuery,
          response: { 200: templatePage },
        },
      },
      (request) => templates.list(request.query),
    );

    app.get(
      '/v1/templates/:id',
      {
        config: { visitorCache: true },
        schema: {
          tags: ['templates'],
          summary: 'One template with its parts and materials',
          params: z.object({ id: idText }),
          response: { 200: templateShape },
        },
      },
      async (request) => {
        const template = await templates.get(request.params.id);
        if (!template) throw new HttpError(404, 'NOT_FOUND');
        return template;
      },
    );

    app.get(
      '/v1/map-model3d-categories',
      {
        config: { visitorCache: true },
        schema: {
          tags: ['templates'],
          summary: 'Categories that hold templates',
          response: { 200: z.array(templateCategoryShape) },
        },
      },
      () => templates.categories(),
    );
  };
}
