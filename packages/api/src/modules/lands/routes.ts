import {
  landCitiesAnswer,
  landCitiesQuery,
  landCountriesAnswer,
  landProjectsAnswer,
  landProjectsQuery,
  landsAnswer,
  landsQuery,
  recommendToBuyAnswer,
  recommendToBuyBody,
} from '@vrmarket/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, requireUser } from '../../http/auth.ts';
import type { LandService } from './service.ts';

/** The vrLand catalogue (public, read-only) and the recommend-to-buy notification (signed in). */
export function landRoutes({ lands }: { lands: LandService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/lands/countries',
      {
        schema: {
          tags: ['lands'],
          summary: 'Countries of the vrLand registry',
          response: { 200: landCountriesAnswer },
        },
      },
      async () => ({ data: await lands.countries() }),
    );

    app.get(
      '/v1/lands/cities',
      {
        schema: {
          tags: ['lands'],
          summary: 'Cities, of one country with country_id',
          querystring: landCitiesQuery,
          response: { 200: landCitiesAnswer },
        },
      },
      async (request) => ({ data: await lands.cities(request.query.country_id) }),
    );

    app.get(
      '/v1/lands/projects',
      {
        schema: {
          tags: ['lands'],
          summary: 'Projects, of one city with city_id',
          querystring: landProjectsQuery,
          response: { 200: landProjectsAnswer },
        },
      },
      async (request) => ({ data: await lands.projects(request.query.city_id) }),
    );

    app.get(
      '/v1/lands',
      {
        schema: {
          tags: ['lands'],
          summary: 'vrLands by name, address, country, city or project; sorted (default updated_at DESC)',
          description:
            'land_name and address match a part of the text, case-insensitively. sort_column is land_area, ' +
            'total_price or updated_at; sort_direction ASC or DESC; type=recommend_to_buy keeps the ' +
            'recommended lands. At most 500 lands.',
          querystring: landsQuery,
          response: { 200: landsAnswer },
        },
      },
      async (request) => ({ data: await lands.list(request.query) }),
    );

    app.post(
      '/v1/lands/recommend-to-buy',
      {
        onRequest: authenticate,
        schema: {
          tags: ['lands'],
          summary: 'Ask to be told about a recommend-to-buy land (stored for the land team)',
          description: 'Errors: NOT_FOUND when no land carries recommend_to_buy_id.',
          body: recommendToBuyBody,
          response: { 200: recommendToBuyAnswer },
        },
      },
      (request) => lands.recommendToBuy(requireUser(request).id, request.body),
    );
  };
}
