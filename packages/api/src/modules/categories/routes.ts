import {
  appConfigShape,
  categoryShape,
  categoryTreeNodeShape,
  categoryVerifiedShape,
  currencyConfigShape,
} from '@vrmarket/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DeploymentsReader } from '../../chain/deployments.ts';
import type { Config } from '../../config.ts';
import { categoryListQuerySchema } from './schema.ts';
import type { CategoryService } from './service.ts';

type Dependencies = {
  categories: CategoryService;
  config: Pick<Config, 'flags' | 'chain'>;
  deployments: DeploymentsReader;
};

/** Categories, the category tree and the public configuration the web app starts with. */
export function categoryRoutes({ categories, config, deployments }: Dependencies): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/categories',
      {
        config: { visitorCache: true },
        schema: {
          tags: ['categories'],
          summary: 'Active categories in display order',
          querystring: categoryListQuerySchema,
          response: { 200: z.array(categoryShape) },
        },
      },
      (request) => categories.list(request.query),
    );

    app.get(
      '/v1/map-nft-category',
      {
        config: { visitorCache: true },
        schema: {
          tags: ['categories'],
          summary: 'Category tree: top-level categories with their sub-categories',
          response: { 200: z.array(categoryTreeNodeShape) },
        },
      },
      () => categories.tree(),
    );

    app.get(
      '/v1/configs/category-verified',
      {
        config: { visitorCache: true },
        schema: {
          tags: ['configs'],
          summary: 'Categories whose new NFTs are verified without review',
          response: { 200: categoryVerifiedShape },
        },
      },
      async () => ({ categoryIds: (await categories.settings()).CATEGORY_VERIFIED }),
    );

    app.get(
      '/v1/configs/currency',
      {
        config: { visitorCache: true },
        schema: {
          tags: ['configs'],
          summary: 'Currencies allowed per category, for selling and for buying',
          response: { 200: z.array(currencyConfigShape) },
        },
      },
      () => categories.currencyConfigs(),
    );

    app.get(
      '/v1/configs/app',
      {
        config: { visitorCache: true },
        schema: {
          tags: ['configs'],
          summary: 'Public flags, chain and contract addresses',
          response: { 200: appConfigShape },
        },
      },
      async () => {
        const [settings, contracts] = await Promise.all([categories.settings(), deployments.contracts()]);
        return {
          ...config.flags,
          allowTrading: settings.ALLOW_TRADING,
          allowCreating: settings.ALLOW_CREATING,
          normalCategories: settings.NORMAL_CATEGORIES,
          recommendAvailable: settings.RECOMMEND_AVAILABLE,
          chainId: config.chain.chainId,
          contracts,
        };
      },
    );
  };
}
