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
import type { MarketFeeReader } from '../../chain/market-fee.ts';
import type { Config } from '../../config.ts';
import { categoryListQuerySchema } from './schema.ts';
import type { CategoryService } from './service.ts';

type Dependencies = {
  categories: CategoryService;
  config: Pick<Config, 'flags' | 'chain'>;
  deployments: DeploymentsReader;
  marketFee: Pick<MarketFeeReader, 'feeBps'>;
};

/** Categories, the category tree and the public configuration the web app starts with. */
export function categoryRoutes({
  categories,
  config,
  deployments,
  marketFee,
}: Dependencies): FastifyPluginAsyncZod {
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
          summary: "Public flags, chain, contract addresses and the marketplace's fee on chain",
          response: { 200: appConfigShape },
        },
      },
      async () => {
        const [settings, contracts, marketplaceFeeBps] = await Promise.all([
          categories.settings(),
          deployments.contracts(),
          marketFee.feeBps(),
        ]);
        return {
          ...config.flags,
          allowTrading: settings.ALLOW_TRADING,
          allowCreating: settings.ALLOW_CREATING,
          normalCategories: settings.NORMAL_CATEGORIES,
          recommendAvailable: settings.RECOMMEND_AVAILABLE,
          chainId: config.chain.chainId,
          contracts,
          marketplaceFeeBps,
        };
      },
    );
  };
}
