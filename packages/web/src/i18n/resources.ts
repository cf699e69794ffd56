import { messages } from '@vrmarket/domain';
import { accountEn } from './account.en.ts';
import { auctionEn } from './auction.en.ts';
import { browseEn } from './browse.en.ts';
import { buyEn } from './buy.en.ts';
import { claimsEn } from './claims.en.ts';
import { collectionsEn } from './collections.en.ts';
import { createEn } from './create.en.ts';
import { webEn } from './en.ts';
import { homesEn } from './homes.en.ts';
import { landsEn } from './lands.en.ts';
import { liveEn } from './live.en.ts';
import { notificationsEn } from './notifications.en.ts';
import { offersEn } from './offers.en.ts';
import { petsEn } from './pets.en.ts';
import { priceHistoryEn } from './priceHistory.en.ts';
import { recommendEn } from './recommend.en.ts';
import { stakingEn } from './staking.en.ts';
import { storesEn } from './stores.en.ts';
import { templatesEn } from './templates.en.ts';
import { tradingEn } from './trading.en.ts';

/** One flat namespace: the domain's spec texts (UPPER_SNAKE keys) plus the web's own nested areas. */
export const en = {
  ...messages,
  ...webEn,
  browse: browseEn,
  account: accountEn,
  buy: buyEn,
  trading: tradingEn,
  auction: auctionEn,
  offers: offersEn,
  create: createEn,
  collections: collectionsEn,
  homes: homesEn,
  templates: templatesEn,
  claims: claimsEn,
  lands: landsEn,
  stores: storesEn,
  recommend: recommendEn,
  pets: petsEn,
  staking: stakingEn,
  priceHistory: priceHistoryEn,
  live: liveEn,
  notifications: notificationsEn,
};

// Vietnamese lives in ./resources.vi.ts (loaded on demand): add a namespace there too.
export const resources = { en: { translation: en } } as const;
