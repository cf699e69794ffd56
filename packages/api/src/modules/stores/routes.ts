import {
  createStoreAnswer,
  createStoreBody,
  markStoreCreatedAnswer,
  markStoreCreatedBody,
  routes,
  storeIdText,
  storeTemplateListQuery,
  storeTemplatePage,
} from '@vrmarket/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { authenticate, requireUser } from '../../http/auth.ts';
import { renderStoreNotFoundPage, renderStorePage, renderTemplateIndexPage } from './pages.ts';
import type { StoreService } from './service.ts';

/** The vrStore calls (Create vrStore, R-API-13; the separate vrStore templates list, R-API-17), under /api. */
export function storeRoutes({ stores }: { stores: StoreService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/store-templates',
      {
        config: { visitorCache: true },
        schema: {
          tags: ['stores'],
          summary: 'vrStore templates by group category and member, by price',
          querystring: storeTemplateListQuery,
          response: { 200: storeTemplatePage },
        },
      },
      (request) => stores.listTemplates(request.query),
    );

    app.post(
      '/v1/vr-stores',
      {
        onRequest: authenticate,
        schema: {
          tags: ['stores'],
          summary: 'Create a vrStore from a template (signed in, linked wallet)',
          description:
            "name, model_id (a store template), social_id (optional: the caller's own sign-in subject) and " +
            "category_name (the template's group or member category). Answers data.url, the store's page; " +
            "send it as the create payload's resource_url, then mark the store created. Errors: " +
            'STORE_TEMPLATE_NOT_FOUND (404), INVALID_SUB_TYPE (400), WALLET_NOT_LINKED, FORBIDDEN, ' +
            "PRO_ACCOUNT_REQUIRED and COMING_SOON (403, the template category's rules as for add-nft).",
          body: createStoreBody,
          response: { 200: createStoreAnswer },
        },
      },
      (request) => stores.create(requireUser(request).id, request.body),
    );

    app.post(
      '/v1/vr-stores/:storeId/created',
      {
        onRequest: authenticate,
        schema: {
          tags: ['stores'],
          summary: "Mark the caller's store created (its NFT exists); the last path segment of data.url",
          description:
            'Only its creator (NOT_STORE_CREATOR, 403); category_name must be the one it was created for ' +
            '(INVALID_SUB_TYPE); STORE_NOT_READY (409) before its NFT exists; again: the same answer.',
          params: z.object({ storeId: storeIdText }),
          body: markStoreCreatedBody,
          response: { 200: markStoreCreatedAnswer },
        },
      },
      (request) =>
        stores.markCreated(requireUser(request).id, request.params.storeId, request.body.category_name),
    );
  };
}

/**
 * The pages the web app frames: a template's resource index page and a store's page. Like the
 * land map, framed by the app's origin only; pictures come from this api's media.
 */
export function storePageRoutes({
  stores,
  config,
}: {
  stores: StoreService;
  config: Pick<Config, 'publicUrl'>;
}): FastifyPluginAsyncZod {
  const policy = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors 'self' ${new URL(config.publicUrl).origin}`,
  ].join('; ');
  return async (app) => {
    app.get(
      '/vr-stores/templates/:name/index.html',
      {
        schema: {
          tags: ['stores'],
          summary: "A vrStore template's resource index page (HTML, framed by 'Preview vrStore')",
          params: z.object({ name: z.string().max(200) }),
        },
      },
      async (request, reply) => {
        const template = await stores.templateByName(request.params.name);
        reply
          .header('content-security-policy', policy)
          .removeHeader('x-frame-options')
          .type('text/html; charset=utf-8');
        if (!template) return reply.status(404).send(renderStoreNotFoundPage());
        const categoryTitle = await stores.templateCategoryTitle(template);
        return reply
          .header('cache-control', 'public, max-age=300')
          .send(renderTemplateIndexPage({ ...template, categoryTitle }));
      },
    );

    app.get(
      '/vr-stores/:storeId',
      {
        schema: {
          tags: ['stores'],
          summary: "A vrStore's page (data.url of Create vrStore)",
          params: z.object({ storeId: z.string().max(64) }),
        },
      },
      async (request, reply) => {
        const parsed = storeIdText.safeParse(request.params.storeId);
        const store = parsed.success ? await stores.page(parsed.data) : undefined;
        reply
          .header('content-security-policy', policy)
          .removeHeader('x-frame-options')
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8');
        if (!store) return reply.status(404).send(renderStoreNotFoundPage());
        const open = store.markedCreatedAt !== null && store.nftId !== null;
        return reply.send(
          renderStorePage(
            {
              name: store.name,
              categoryTitle: store.categoryTitle,
              templateTitle: store.template.title,
              avatar: store.template.avatar,
              area: store.template.area,
              nftId: store.nftId,
              open,
            },
            open ? routes.detail(String(store.nftId)) : null,
          ),
        );
      },
    );
  };
}
