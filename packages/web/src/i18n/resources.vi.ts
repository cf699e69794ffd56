import { accountVi } from './account.vi.ts';
import { auctionVi } from './auction.vi.ts';
import { browseVi } from './browse.vi.ts';
import { buyVi } from './buy.vi.ts';
import { claimsVi } from './claims.vi.ts';
import { collectionsVi } from './collections.vi.ts';
import { createVi } from './create.vi.ts';
import { homesVi } from './homes.vi.ts';
import { landsVi } from './lands.vi.ts';
import { liveVi } from './live.vi.ts';
import { notificationsVi } from './notifications.vi.ts';
import { offersVi } from './offers.vi.ts';
import { petsVi } from './pets.vi.ts';
import { priceHistoryVi } from './priceHistory.vi.ts';
import { recommendVi } from './recommend.vi.ts';
import { stakingVi } from './staking.vi.ts';
import { storesVi } from './stores.vi.ts';
import { templatesVi } from './templates.vi.ts';
import { tradingVi } from './trading.vi.ts';
import { viMessages } from './vi.messages.ts';
import { webVi } from './vi.ts';

/**
 * The Vietnamese bundle, in its own chunk: it loads only when Vietnamese is chosen (./index.ts),
 * so English first paints do not carry it. Add a namespace here and in resources.ts alike.
 */
export const vi = {
  ...viMessages,
  ...webVi,
  browse: browseVi,
  account: accountVi,
  buy: buyVi,
  trading: tradingVi,
  auction: auctionVi,
  offers: offersVi,
  live: liveVi,
  notifications: notificationsVi,
  create: createVi,
  collections: collectionsVi,
  homes: homesVi,
  templates: templatesVi,
  claims: claimsVi,
  lands: landsVi,
  stores: storesVi,
  recommend: recommendVi,
  pets: petsVi,
  staking: stakingVi,
  priceHistory: priceHistoryVi,
};
