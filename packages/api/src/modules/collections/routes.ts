import {
  activityPage,
  collectionDailyQuery,
  collectionDailyShape,
  collectionListQuery,
  collectionPage,
  collectionShape,
  idText,
  makePageQuery,
  PAGE_SIZE,
  topCollectionsQuery,
} from '@vrmarket/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import { fastSerializerCompiler } from '../../http/fast-serializer.ts';
import type { CollectionService } from './service.ts';

/** Reading collections (public). Creating and editing them is the create flow's. */
export function collectionRoutes({ collections }: { collections: CollectionService }): FastifyPluginAsyncZod {
  return async (app) => {
    // Every answer of this scope by the compiled serializer: the services' types are the shapes'.
    app.setSerializerCompiler(fastSerializerCompiler);
    app.get(
      '/v1/collections',
      {
        schema: {
          tags: ['collections'],
          summary: 'Collections, newest first; by creator wallet and/or name keyword',
          querystring: collectionListQuery,
          response: { 200: collectionPage },
        },
      },
      (request) => collections.list(request.query),
    );

    app.get(
      '/v1/collections/top-collections',
      {
        config: { visitorCache: true },
        schema: {
          tags: ['collections'],
          summary: 'Collections ranked by sales volume in the period, then by items (refreshed every minute)',
          querystring: topCollectionsQuery,
          response: { 200: collectionPage },
        },
      },
      (request) => collections.top(request.query),
    );

    app.get(
      '/v1/collections/:id/details',
      {
        schema: {
          tags: ['collections'],
          summary: 'One collection',
          params: z.object({ id: idText }),
          response: { 200: collectionShape },
        },
      },
      async (request) => {
        const collection = await collections.details(request.params.id);
        if (!collection) throw new HttpError(404, 'COLLECTION_NOT_FOUND');
        return collection;
      },
    );

    app.get(
      '/v1/collections/:id/daily',
      {
        schema: {
          tags: ['collections'],
          summary:
            'Floor (lowest price paid), volume and sales per UTC day and currency over the last days (default 90)',
          params: z.object({ id: idText }),
          querystring: collectionDailyQuery,
          response: { 200: collectionDailyShape },
        },
      },
      async (request) => {
        const daily = await collections.daily(request.params.id, request.query.days);
        if (!daily) throw new HttpError(404, 'COLLECTION_NOT_FOUND');
        return daily;
      },
    );

    app.get(
      '/v1/collections/:id/activity',
      {
        schema: {
          tags: ['collections'],
          summary: "Sales, listings and transfers of the collection's items, newest first",
          params: z.object({ id: idText }),
          querystring: makePageQuery(PAGE_SIZE.activity),
          response: { 200: activityPage },
        },
      },
      async (request) => {
        const page = await collections.activity(request.params.id, request.query);
        if (!page) throw new HttpError(404, 'COLLECTION_NOT_FOUND');
        return page;
      },
    );
  };
}
