import type { Logger } from 'pino';
import { type ChainClient, createChainClient } from './chain/client.ts';
import { createDeploymentsReader, type DeploymentsReader } from './chain/deployments.ts';
import { createIndexer, type Indexer } from './chain/indexer.ts';
import { createIndexerLock } from './chain/lock.ts';
import { createMarketFeeReader, type MarketFeeReader } from './chain/market-fee.ts';
import { createIndexerMetrics } from './chain/metrics.ts';
import { createMinterRoleCheck, type MinterRoleCheck } from './chain/minter-roles.ts';
import { offerBookReader } from './chain/offer-book.ts';
import { createPayouts, type Payouts } from './chain/payout-credit.ts';
import type { Config } from './config.ts';
import { createDatabase, type Database, type Db } from './db/database.ts';
import { createMetrics, type Metrics } from './http/metrics.ts';
import { createLogger } from './logger.ts';
import { type ActivityService, createActivityService } from './modules/activity/service.ts';
import { type AdService, createAdService } from './modules/ads/service.ts';
import { type AuctionService, createAuctionService } from './modules/auctions/service.ts';
import { createAttemptLimiter } from './modules/auth/attempts.ts';
import { createOidcClient, type OidcClient } from './modules/auth/oidc.ts';
import { type AuthService, createAuthService } from './modules/auth/service.ts';
import { createSiweVerifier } from './modules/auth/siwe.ts';
import { createTokenService, type TokenService } from './modules/auth/tokens.ts';
import { type BuyingService, createBuyingService } from './modules/buying/service.ts';
import { type CategoryService, createCategoryService } from './modules/categories/service.ts';
import { createImageUrlCheck } from './modules/collections/media-urls.ts';
import { type CollectionService, createCollectionService } from './modules/collections/service.ts';
import {
  type CollectionWriteService,
  createCollectionWriteService,
} from './modules/collections/write-service.ts';
import { type CreateService, createCreateService } from './modules/create/service.ts';
import { createLiveHub, type LiveHub } from './modules/events/hub.ts';
import { createFavouriteService, type FavouriteService } from './modules/favourites/service.ts';
import { createHealthService, type HealthService } from './modules/health/service.ts';
import { createHomeService, type HomeService } from './modules/homes/service.ts';
import { createLandService, type LandService } from './modules/lands/service.ts';
import { cardKey } from './modules/link-preview/card.ts';
import { createMediaService, type MediaService } from './modules/media/service.ts';
import { VARIANT_WIDTHS, variantKey } from './modules/media/variants.ts';
import { chainTokenExists, createMintingService, type MintingService } from './modules/minting/service.ts';
import { createCaptchaService } from './modules/newsletter/captcha.ts';
import { createNewsletterService, type NewsletterService } from './modules/newsletter/service.ts';
import { createNftRecords } from './modules/nft-detail/records.ts';
import { createNftDetailService, type NftDetailService } from './modules/nft-detail/service.ts';
import { createTokenReader } from './modules/nft-detail/token-reader.ts';
import { createNftService, type NftService } from './modules/nfts/service.ts';
import { createNotificationHub, type NotificationHub } from './modules/notifications/hub.ts';
import { createNotificationJobs, type NotificationJobs } from './modules/notifications/jobs.ts';
import { createNotificationService, type NotificationService } from './modules/notifications/service.ts';
import { createOfferService, type OfferService } from './modules/offers/service.ts';
import { createPetService, type PetService } from './modules/pets/service.ts';
import { createPublishService, type PublishService } from './modules/publish/service.ts';
import { createMysteryCardService, type MysteryCardService } from './modules/recommend/mystery-card.ts';
import { createRecommendService, type RecommendService } from './modules/recommend/service.ts';
import { referralClaimPayouts } from './modules/referral-claims/payouts.ts';
import { createReferralClaimService, type ReferralClaimService } from './modules/referral-claims/service.ts';
import { createReferralService, type ReferralService } from './modules/referrals/service.ts';
import { stakingRewardPayouts } from './modules/staking/payouts.ts';
import { createStakingService, type StakingService } from './modules/staking/service.ts';
import { createStoreService, type StoreService } from './modules/stores/service.ts';
import { createSwapService, type SwapService } from './modules/swap/service.ts';
import { createTemplateService, type TemplateService } from './modules/templates/service.ts';
import { createTraitService, type TraitService } from './modules/traits/service.ts';
import { createTransactionService, type TransactionService } from './modules/transactions/service.ts';
import { createUploadLimits } from './modules/uploads/limits.ts';
import { createModelPool } from './modules/uploads/model-process.ts';
import { createUploadService, type UploadService } from './modules/uploads/service.ts';
import { createMediaSweep, type MediaSweep } from './modules/uploads/sweep.ts';
import { createUserService, type UserService } from './modules/users/service.ts';
import { createVerificationService, type VerificationService } from './modules/verification/service.ts';
import { createSharedState, type SharedState } from './shared-state.ts';
import { createStorage, type Storage } from './storage/index.ts';

/** Failed password sign-ins allowed per client IP and per username in a 15-minute window. */
/** The window over which sign-in attempts count (limits: auth/service.ts LOGIN_LIMITS). */
const LOGIN_ATTEMPT_WINDOW_MS = 15 * 60_000;

/** Everything the api is made of, built once and handed to buildApp. */
export type AppComponents = {
  config: Config;
  log: Logger;
  database: Database;
  db: Db;
  metrics: Metrics;
  /** Redis when REDIS_URL is set (rate limits, login attempts, cache invalidation); closed by main.ts. */
  shared: SharedState;
  deployments: DeploymentsReader;
  /** The Marketplace contract's fee, kept in memory (config and ads answers). */
  marketFee: MarketFeeReader;
  /** The minter key's role check: main starts it; nothing is signed with the key before it passed. */
  minterRoles: MinterRoleCheck;
  health: HealthService;
  categories: CategoryService;
  tokens: TokenService;
  users: UserService;
  auth: AuthService;
  oidc: OidcClient;
  storage: Storage;
  media: MediaService;
  uploads: UploadService;
  /** Removes stored uploads no record references after MEDIA_GRACE_HOURS; started by main.ts. */
  mediaSweep: MediaSweep;
  create: CreateService;
  homes: HomeService;
  verification: VerificationService;
  nftDetail: NftDetailService;
  nfts: NftService;
  traits: TraitService;
  favourites: FavouriteService;
  lands: LandService;
  collections: CollectionService;
  collectionWrites: CollectionWriteService;
  newsletter: NewsletterService;
  ads: AdService;
  chain: ChainClient;
  /** Started by main.ts (not by tests that build an app). */
  indexer: Indexer;
  transactions: TransactionService;
  activity: ActivityService;
  referrals: ReferralService;
  referralClaims: ReferralClaimService;
  /** The Payout credits of rewards and claims, paid once; main.ts starts their settlement. */
  payouts: Payouts;
  minting: MintingService;
  buying: BuyingService;
  swap: SwapService;
  recommend: RecommendService;
  mysteryCard: MysteryCardService;
  staking: StakingService;
  auctions: AuctionService;
  /** Buyers' signed offers (issue 42): checked against the chain, kept valid by the indexer. */
  offers: OfferService;
  templates: TemplateService;
  stores: StoreService;
  pets: PetService;
  publish: PublishService;
  /** The live stream (GET /api/v1/events), fed after every committed apply. */
  live: LiveHub;
  /** The signed-in user's notifications (the header's bell). */
  notifications: NotificationService;
  /** Each user's own stream of new notifications (GET /api/v1/notifications/stream). */
  notificationHub: NotificationHub;
  /** Rentals ending and stakes unlocked, notified now and then; started by main.ts. */
  notificationJobs: NotificationJobs;
};

/**
 * Wires the components from the configuration. Tests pass their own `database` (and may pass a
 * `log`); whoever created the database closes it.
 */
export async function createComponents(
  config: Config,
  given: Partial<Pick<AppComponents, 'database' | 'log'>> = {},
): Promise<AppComponents> {
  // Before opening the database: an unusable storage stops the start with nothing to close.
  const storage = createStorage(config.storage);
  const log = given.log ?? createLogger(config);
  const database =
    given.database ??
    (await createDatabase(config, {
      onPoolError: (err) => log.error({ err }, 'idle database connection failed'),
      poolMax: config.database.poolMax,
      statementTimeoutMs: config.database.statementTimeoutMs,
    }));
  const { db } = database;
  const metrics = createMetrics();
  const shared = createSharedState({ ...config.redis, log: log.child({ module: 'redis' }) });
  const chain = createChainClient(config.chain);
  const deployments = createDeploymentsReader(config.chain.deploymentsFile, config.chain.chainId);
  const minterRoles = createMinterRoleCheck({ config, deployments, client: chain, log });
  const marketFee = createMarketFeeReader({ chain, deployments, log });
  const tokens = createTokenService({ config });
  const users = createUserService({ db });
  // One proof-of-work service for the newsletter form and the password sign-in after failures.
  const captcha = createCaptchaService({ db, secret: config.jwtSecret });
  const categories = createCategoryService({ db });
  const uploads = createUploadService({
    db,
    storage,
    models: createModelPool({ workers: config.uploads.modelWorkers, queue: config.uploads.modelQueue }),
    limits: createUploadLimits({
      db,
      perUser: config.uploads.perUser,
      dailyBytes: config.uploads.dailyBytes,
    }),
  });
  const media = createMediaService({ db, storage });
  const collections = createCollectionService({ db });
  const live = createLiveHub({ db, shared, log: log.child({ module: 'live' }) });
  const notificationHub = createNotificationHub({ db, shared, log: log.child({ module: 'notifications' }) });
  /** After an apply committed: its live rows, and any notification it wrote (a sale's seller). */
  const applied = () => {
    live.applied();
    notificationHub.committed();
  };
  const transactions = createTransactionService({
    db,
    chain,
    deployments: deployments.setup,
    onApplied: applied,
  });
  const payouts = createPayouts({
    db,
    config,
    deployments,
    owners: { STAKING_REWARD: stakingRewardPayouts, REFERRAL_CLAIM: referralClaimPayouts },
    minterRoles,
    log: log.child({ module: 'payouts' }),
  });
  return {
    config,
    log,
    database,
    db,
    metrics,
    shared,
    deployments,
    marketFee,
    minterRoles,
    health: createHealthService({ db }),
    categories,
    tokens,
    users,
    auth: createAuthService({
      db,
      users,
      tokens,
      siwe: createSiweVerifier({ config }),
      attempts: createAttemptLimiter({ windowMs: LOGIN_ATTEMPT_WINDOW_MS, shared }),
      captcha,
    }),
    oidc: createOidcClient({ config }),
    storage,
    media,
    uploads,
    mediaSweep: createMediaSweep({
      db,
      storage,
      graceHours: config.uploads.graceHours,
      log: log.child({ module: 'media-sweep' }),
      derivedKeys: (hash) => [...VARIANT_WIDTHS.map((width) => variantKey(hash, width)), cardKey(hash)],
    }),
    create: createCreateService({ db, uploads }),
    homes: createHomeService({ db }),
    verification: createVerificationService({
      db,
      chainId: config.chain.chainId,
      notified: notificationHub.committed,
    }),
    nftDetail: createNftDetailService({
      db,
      config,
      records: createNftRecords(db),
      tokens: createTokenReader(config.chain),
    }),
    nfts: createNftService({ db }),
    traits: createTraitService({ db }),
    favourites: createFavouriteService({ db }),
    lands: createLandService({ db, mapHost: config.mapHost }),
    collections,
    collectionWrites: createCollectionWriteService({
      db,
      collections,
      checkImage: createImageUrlCheck({ media, publicUrl: config.publicUrl }),
      allowCreateCollection: config.flags.allowCreateCollection,
      chainId: config.chain.chainId,
    }),
    newsletter: createNewsletterService({
      db,
      captcha,
    }),
    ads: createAdService({ db, fee: marketFee }),
    chain,
    indexer: createIndexer({
      db,
      chain,
      deployments: deployments.setup,
      log: log.child({ module: 'indexer' }),
      lock: createIndexerLock(database, config.chain.chainId),
      confirmations: config.chain.confirmations,
      metrics: createIndexerMetrics(metrics.registry),
      onApplied: applied,
    }),
    transactions,
    activity: createActivityService({ db }),
    referrals: createReferralService({ db }),
    referralClaims: createReferralClaimService({
      db,
      config,
      deployments,
      payouts,
    }),
    payouts,
    minting: createMintingService({
      db,
      config,
      deployments,
      minterRoles,
      categories,
      tokenExists: chainTokenExists(chain),
    }),
    buying: createBuyingService({ db, config, deployments, categories }),
    swap: createSwapService({ db, config, deployments, categories, minterRoles }),
    recommend: createRecommendService({ db }),
    mysteryCard: createMysteryCardService({ db, uploads }),
    live,
    auctions: createAuctionService({ db, chainId: config.chain.chainId }),
    offers: createOfferService({
      db,
      chainId: config.chain.chainId,
      chain,
      reader: offerBookReader(chain),
      contracts: deployments.contracts,
      onStored: applied,
    }),
    staking: createStakingService({
      db,
      chain,
      deployments: deployments.setup,
      record: transactions.record,
      contracts: deployments.contracts,
      payouts,
    }),
    templates: createTemplateService({ db }),
    stores: createStoreService({ db, publicUrl: config.publicUrl }),
    pets: createPetService({ db, uploads }),
    publish: createPublishService({ db, uploads, chainId: config.chain.chainId }),
    notifications: createNotificationService({ db }),
    notificationHub,
    notificationJobs: createNotificationJobs({
      db,
      chainId: config.chain.chainId,
      log: log.child({ module: 'notification-jobs' }),
      committed: notificationHub.committed,
    }),
  };
}
