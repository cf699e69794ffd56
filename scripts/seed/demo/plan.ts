import { PRICES, PurchaseStatus } from '@vrmarket/domain';
import {
  appSettings,
  CATEGORY_3D_ID,
  type CategorySeed,
  categories,
  categoryCurrencies,
  demoLands,
  landPlace,
} from '../catalogue.ts';
import { composeProperties } from '../properties.ts';
import { createRandom } from '../random.ts';
import { composeTitle } from '../titles.ts';

/** How many items each sub-category gets: several hundred in all, every filter finds something. */
const ITEMS_PER_SUB_CATEGORY = 8;

/** 'desk': minted straight to the SwapDesk, whose pool the owners' swaps draw from. */
export type ChainState = 'unminted' | 'minted' | 'listed' | 'desk';

export interface PlannedNft {
  /** Database id; also the token id once minted (the api's lazy-mint permits use the same rule). */
  id: number;
  title: string;
  category: CategorySeed;
  subCategory: CategorySeed;
  /** Index into the wallet owners of the seed (the creator of a 'desk' item; the desk holds it). */
  ownerIndex: number;
  chain: ChainState;
  purchaseStatus: PurchaseStatus;
  isVerified: boolean;
  labActive: boolean;
  inUsed: boolean;
  currency: string;
  /** Whole units of `currency`, as text. */
  price: string;
  mintingPrice: string;
  mintingCurrency: string;
  properties: Record<string, unknown>;
  styles: string[];
  area?: number;
  land?: (typeof demoLands)[number];
  collectionIndex?: number;
  listedMinutesAgo: number;
}

const STYLE_PICKS = ['Cartoon', 'Realistic', 'Handpainted', 'Stylized', 'Minecraft', 'Metal and Glass'];

const tradable = new Set<number>(appSettings.ALLOW_TRADING);

function sellingCurrencies(category: CategorySeed): string[] {
  const config = categoryCurrencies.find((c) => c.categoryId === category.id);
  return (config?.currencySelling ?? 'USDT').split('-');
}

function priceFor(currency: string, random: ReturnType<typeof createRandom>): string {
  if (currency === 'ETH') return random.float(0.01, 2).toFixed(3);
  return random.int(5, 2500).toString();
}

/** The spec's prices of a fishing hut (25) and a fishing boat (99), in USDT. */
const SPEC_PRICES: Readonly<Record<string, number>> = {
  'Fishing Hut': PRICES.fishingHut,
  'Fishing Boat': PRICES.fishingBoat,
};

/**
 * An item's currency and prices: drawn at random, except a fishing hut's and a fishing boat's,
 * which sell and mint at the spec's price in USDT (drawn all the same, so every other item keeps
 * the values it had).
 */
function pricing(
  subCategory: CategorySeed,
  currency: string,
  random: ReturnType<typeof createRandom>,
): Pick<PlannedNft, 'currency' | 'price' | 'mintingPrice' | 'mintingCurrency'> {
  const mintingCurrency = currency === 'ETH' ? 'USDT' : currency;
  const price = priceFor(currency, random);
  const mintingPrice = priceFor(mintingCurrency, random);
  const fixed = SPEC_PRICES[subCategory.name];
  if (fixed === undefined) return { currency, price, mintingPrice, mintingCurrency };
  return { currency: 'USDT', price: String(fixed), mintingPrice: String(fixed), mintingCurrency: 'USDT' };
}

/**
 * The demo catalogue, decided before anything is written: a mix of lazy-mint items (for sale at
 * their minting price or waiting to be minted), unverified drafts, minted items held by their
 * owners and items listed on the marketplace contract.
 */
export function planDemoNfts(ownerCount: number, collectionCategories: string[]): PlannedNft[] {
  return withSwapDesk(planCatalogue(ownerCount, collectionCategories));
}

function planCatalogue(ownerCount: number, collectionCategories: string[]): PlannedNft[] {
  const leaves = categories.filter((c) => c.parentCategoryId !== null);
  const planned: PlannedNft[] = [];
  for (const subCategory of leaves) {
    const category = categories.find((c) => c.id === subCategory.parentCategoryId)!;
    for (let n = 0; n < ITEMS_PER_SUB_CATEGORY; n++) {
      const id = planned.length + 1;
      const random = createRandom(`nft:${id}`);
      const roll = random.next();
      const canTrade = tradable.has(category.id);
      const chain: ChainState =
        roll < 0.35 ? (canTrade ? 'listed' : 'minted') : roll < 0.7 ? 'unminted' : 'minted';
      const isVerified = chain !== 'unminted' || roll > 0.12;
      const currency = random.pick(sellingCurrencies(category));
      const land = category.name === 'vrLands' ? demoLands[id % demoLands.length] : undefined;
      const collectionIndex = collectionCategories.indexOf(category.name);
      const styles =
        category.id === CATEGORY_3D_ID
          ? [...new Set([random.pick(STYLE_PICKS), random.pick(STYLE_PICKS)])]
          : [];
      planned.push({
        id,
        title: composeTitle(id, category.name, subCategory.name),
        category,
        subCategory,
        ownerIndex: random.int(0, ownerCount - 1),
        chain,
        purchaseStatus: statusOf(chain, isVerified),
        isVerified,
        labActive: chain === 'unminted' && isVerified && roll < 0.6,
        inUsed: chain === 'minted' && random.chance(0.15),
        ...pricing(subCategory, currency, random),
        properties: composeProperties(id, { styles, withCountry: random.chance(0.5) }),
        styles,
        area: land
          ? land.landArea
          : category.modelKind
            ? Math.round(random.float(20, 180) * 10) / 10
            : undefined,
        land,
        collectionIndex: collectionIndex >= 0 && random.chance(0.6) ? collectionIndex : undefined,
        listedMinutesAgo: random.int(1, 60 * 24 * 60),
      });
    }
  }
  return planned;
}

/** The country the traders' swap items come from, and those of the desk's pool (all foreign). */
export const SWAP_TRADER_COUNTRY = 'Japan';
export const SWAP_DESK_COUNTRIES = ['Portugal', 'Thailand'] as const;
/** Swappable items each of alice (owner 0) and bob (owner 1) get for sure. */
const SWAP_ITEMS_PER_TRADER = 2;

/**
 * Makes Swap work in the demo: the first minted, owned, tradable items of alice and bob get a
 * foreign Country (so Swap shows), and the SwapDesk's pool gets, per sub-category of those items,
 * one item of each desk country (so Swap has partners: same category, another country). The pool
 * items come after the catalogue, so its ids and randomness stay as they were.
 */
function withSwapDesk(planned: PlannedNft[]): PlannedNft[] {
  const traded = [0, 1].flatMap((ownerIndex) =>
    planned
      .filter(
        (item) =>
          item.ownerIndex === ownerIndex &&
          item.chain === 'minted' &&
          item.purchaseStatus === PurchaseStatus.OWNED &&
          !item.inUsed &&
          tradable.has(item.category.id),
      )
      .slice(0, SWAP_ITEMS_PER_TRADER),
  );
  for (const item of traded) item.properties = { ...item.properties, Country: SWAP_TRADER_COUNTRY };
  const subCategories = [...new Map(traded.map((item) => [item.subCategory.id, item])).values()];
  const pool = subCategories.flatMap(({ category, subCategory }) =>
    SWAP_DESK_COUNTRIES.map((country) => ({ category, subCategory, country })),
  );
  return [
    ...planned,
    ...pool.map(({ category, subCategory, country }, index): PlannedNft => {
      const id = planned.length + index + 1;
      const random = createRandom(`nft:${id}`);
      const currency = random.pick(sellingCurrencies(category));
      const styles = category.id === CATEGORY_3D_ID ? [random.pick(STYLE_PICKS)] : [];
      return {
        id,
        title: composeTitle(id, category.name, subCategory.name),
        category,
        subCategory,
        ownerIndex: 0,
        chain: 'desk',
        purchaseStatus: PurchaseStatus.OWNED,
        isVerified: true,
        labActive: false,
        inUsed: false,
        ...pricing(subCategory, currency, random),
        properties: { ...composeProperties(id, { styles }), Country: country },
        styles,
        area: category.modelKind ? Math.round(random.float(20, 180) * 10) / 10 : undefined,
        listedMinutesAgo: random.int(1, 60 * 24 * 60),
      };
    }),
  ];
}

function statusOf(chain: ChainState, isVerified: boolean): PurchaseStatus {
  if (!isVerified) return PurchaseStatus.UNVERIFIED;
  if (chain === 'listed') return PurchaseStatus.SELLING;
  if (chain === 'minted') return PurchaseStatus.OWNED;
  return PurchaseStatus.NONE;
}

export { landPlace };
