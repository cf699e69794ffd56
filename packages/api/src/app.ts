import { createServer } from 'node:http';
import { BlockList, isIP } from 'node:net';
import { TIMING_MS } from '@vrmarket/domain';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppComponents } from './components.ts';
import type { Config } from './config.ts';
import { registerAuth } from './http/auth.ts';
import { registerCompression } from './http/compression.ts';
import { registerDocs } from './http/docs.ts';
import { documentErrorResponses, registerErrorHandler, registerPageDepthLimit } from './http/errors.ts';
import { registerMetrics } from './http/metrics.ts';
import { pageRateLimit } from './http/page-rate-limit.ts';
import { queryValidatorCompiler } from './http/query-validator.ts';
import { createResponseCache } from './http/response-cache/index.ts';
import { registerHelmet, registerRateLimit } from './http/security.ts';
import { registerWebApp } from './http/web-app.ts';
import { activityRoutes } from './modules/activity/routes.ts';
import { adRoutes } from './modules/ads/routes.ts';
import { auctionRoutes } from './modules/auctions/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { buyingRoutes } from './modules/buying/routes.ts';
import { categoryRoutes } from './modules/categories/routes.ts';
import { collectionRoutes } from './modules/collections/routes.ts';
import { collectionWriteRoutes } from './modules/collections/write-routes.ts';
import { createRoutes } from './modules/create/routes.ts';
import { eventRoutes } from './modules/events/routes.ts';
import { favouriteRoutes } from './modules/favourites/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { homeRoutes } from './modules/homes/routes.ts';
import { landRoutes } from './modules/lands/routes.ts';
import { createLinkPreview } from './modules/link-preview/index.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { mintingRoutes } from './modules/minting/routes.ts';
import { newsletterRoutes } from './modules/newsletter/routes.ts';
import { mapRoutes } from './modules/nft-detail/map-routes.ts';
import { nftDetailRoutes } from './modules/nft-detail/routes.ts';
import { nftRoutes } from './modules/nfts/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { offerRoutes } from './modules/offers/routes.ts';
import { petRoutes } from './modules/pets/routes.ts';
import { publishRoutes } from './modules/publish/routes.ts';
import { recommendRoutes } from './modules/recommend/routes.ts';
import { referralClaimRoutes } from './modules/referral-claims/routes.ts';
import { referralRoutes } from './modules/referrals/routes.ts';
import { stakingRoutes } from './modules/staking/routes.ts';
import { storePageRoutes, storeRoutes } from './modules/stores/routes.ts';
import { swapRoutes } from './modules/swap/routes.ts';
import { templateRoutes } from './modules/templates/routes.ts';
import { traitRoutes } from './modules/traits/routes.ts';
import { transactionRoutes } from './modules/transactions/routes.ts';
import { UPLOAD_REQUEST_TIMEOUT_MS } from './modules/uploads/multipart.ts';
import { uploadRoutes } from './modules/uploads/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { verificationRoutes } from './modules/verification/routes.ts';

/** Every backend client of the spec uses a 30000 ms timeout; the server matches it. */
const REQUEST_TIMEOUT_MS = TIMING_MS.requestTimeout;
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * The HTTP application: /health, /ready and /metrics at the root, the api under /api
 * (documented at /api/docs), the built web app everywhere else. Call `ready()` or `listen()`.
 */
export function buildApp(components: AppComponents) {
  const { config } = components;
  const loggerInstance: FastifyBaseLogger = components.log;
  const responseCache = createResponseCache({
    ttlMs: config.listCacheMs,
    metrics: components.metrics,
    knownUser: (authorization) => components.tokens.knownUser(authorization),
    shared: components.shared,
  });
  const app = Fastify({
    loggerInstance,
    // Fastify's own HTTP/1 server, with a first look for kept answers (http/response-cache).
    serverFactory: (handler) => {
      const server = createServer((request, response) => {
        if (!responseCache.answerEarly(request, response)) handler(request, response);
      });
      // What Fastify sets on the server it makes (keep-alive: its default).
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      // Receiving a whole request: long enough for a 50 MB upload (other routes' bodies are small).
      server.requestTimeout = UPLOAD_REQUEST_TIMEOUT_MS;
      server.setTimeout(REQUEST_TIMEOUT_MS);
      return server;
    },
    connectionTimeout: REQUEST_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    requestTimeout: UPLOAD_REQUEST_TIMEOUT_MS,
    trustProxy: trustProxyFunction(config.trustProxy),
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(queryValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerPageDepthLimit(app);
  registerHelmet(app, config);
  documentErrorResponses(app);
  registerDocs(app, config.publicUrl);
  registerMetrics(app, components.metrics, config.metricsToken);

  app.register(healthRoutes(components));
  // Media outside the rate-limited scope: one page shows dozens of images, all cacheable.
  app.register(mediaRoutes(components), { prefix: '/api' });
  app.register(
    async (api) => {
      registerCompression(api);
      registerRateLimit(api, config, components.shared);
      responseCache.register(api);
      registerAuth(api, components);
      api.register(categoryRoutes(components));
      api.register(nftDetailRoutes(components));
      api.register(nftRoutes(components));
      api.register(traitRoutes(components));
      api.register(favouriteRoutes(components));
      api.register(landRoutes(components));
      api.register(collectionRoutes(components));
      api.register(collectionWriteRoutes(components));
      api.register(newsletterRoutes(components));
      api.register(adRoutes(components));
      api.register(transactionRoutes(components));
      api.register(activityRoutes(components));
      api.register(referralRoutes(components));
      api.register(referralClaimRoutes(components));
      api.register(mintingRoutes(components));
      api.register(buyingRoutes(components));
      api.register(swapRoutes(components));
      api.register(authRoutes(components));
      api.register(userRoutes(components));
      api.register(uploadRoutes(components));
      api.register(createRoutes(components));
      api.register(homeRoutes(components));
      api.register(verificationRoutes(components));
      api.register(templateRoutes(components));
      api.register(storeRoutes(components));
      api.register(recommendRoutes(components));
      api.register(petRoutes(components));
      api.register(publishRoutes(components));
      api.register(stakingRoutes(components));
      api.register(auctionRoutes(components));
      api.register(offerRoutes(components));
      api.register(eventRoutes(components));
      api.register(notificationRoutes(components));
    },
    { prefix: '/api' },
  );

  app.register(mapRoutes(components));
  // Link previews: card images (beside media, outside the rate limit), robots.txt, sitemaps, page heads.
  const linkPreview = createLinkPreview({ ...components, log: loggerInstance });
  app.register(linkPreview.routes);
  app.register(storePageRoutes(components));
  registerWebApp(app, config.webDist, {
    cacheMs: config.listCacheMs,
    limitPages: pageRateLimit(config, components.shared),
    headTags: linkPreview.headTags,
    verifyToken: (token) => components.tokens.verify(token),
  });
  return app;
}

export type App = ReturnType<typeof buildApp>;

/**
 * TRUST_PROXY as Fastify's trust function (hop 0 is the peer, then X-Forwarded-For from the right):
 * a hop count believes that many proxies in front (Fastify itself refuses bare hop counts, as
 * they cannot check the peer: the api must then be reachable only through the proxies), a list
 * believes the hops whose address is in it.
 */
export function trustProxyFunction(trust: Config['trustProxy']): (address: string, hop: number) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  const list = new BlockList();
  for (const entry of trust) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    const family = isIP(address);
    if (family === 0) return false;
    // An IPv4 peer on a dual-stack socket shows as ::ffff:a.b.c.d.
    const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
    if (mapped) return list.check(mapped, 'ipv4') || list.check(address, 'ipv6');
    return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}
