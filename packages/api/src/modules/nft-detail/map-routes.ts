import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { renderLandMapPage, renderLandNotFoundPage } from './map-page.ts';
import { mapParams } from './schema.ts';
import type { NftDetailService } from './service.ts';

/**
 * The page is framed by the web app, possibly from another origin when MAP_HOST points here:
 * frame-ancestors names the app's origin (it supersedes X-Frame-Options, which is dropped).
 */
function mapPolicy(publicUrl: string): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors 'self' ${new URL(publicUrl).origin}`,
  ].join('; ');
}

/** `GET /map-land-planning/:id/show-map`: a self-contained page drawing the land's parcel (SVG). */
export function mapRoutes({
  nftDetail,
  config,
}: {
  nftDetail: NftDetailService;
  config: Pick<Config, 'publicUrl'>;
}): FastifyPluginAsyncZod {
  const policy = mapPolicy(config.publicUrl);
  return async (app) => {
    app.get(
      '/map-land-planning/:id/show-map',
      {
        schema: {
          tags: ['nft detail'],
          summary: 'The land-planning map page of a land (HTML, framed by the Land on Map card)',
          params: mapParams,
        },
      },
      async (request, reply) => {
        const land = await nftDetail.findLand(request.params.id);
        reply
          .header('content-security-policy', policy)
          .removeHeader('x-frame-options')
          .header('cache-control', 'public, max-age=300')
          .type('text/html; charset=utf-8');
        if (!land) return reply.status(404).send(renderLandNotFoundPage(request.params.id));
        return reply.send(renderLandMapPage(land));
      },
    );
  };
}
