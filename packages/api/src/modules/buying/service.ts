import {
  currencyDecimals,
  isBuyable,
  isTradableCategory,
  PurchaseStatus,
  sameAddress,
  toCurrency,
} from '@vrmarket/domain';
import { and, eq } from 'drizzle-orm';
import { type Address, parseUnits, zeroAddress } from 'viem';
import type { DeploymentsReader } from '../../chain/deployments.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { appSettings, nfts, offers, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { CategoryService } from '../categories/service.ts';
import type { PurchaseCheck, Rate } from './schema.ts';

/** The app setting an operator sets to the USDT price of 1 aETH (a positive decimal). */
export const AETH_RATE_SETTING = 'AETH_USDT_RATE';

type Dependencies = {
  db: Db;
  config: Pick<Config, 'flags'> & { chain: Pick<Config['chain'], 'chainId'> };
  deployments: DeploymentsReader;
  categories: Pick<CategoryService, 'settings'>;
};

export type BuyingService = ReturnType<typeof createBuyingService>;

/**
 * Buying eligibility (spec "Buying", "Buy flow"): the allow-buy and whitelist flags, a linked
 * wallet, not one's own NFT, a buyable NFT (SELLING on chain, or NONE offered unminted) of a
 * tradable category. The answer carries the price and currency the buyer's wallet must pass to the
 * contract, read from the database the indexer keeps equal to the chain.
 */
export function createBuyingService({ db, config, deployments, categories }: Dependencies) {
  return {
    async purchaseCheck(nftId: number, userId: number): Promise<PurchaseCheck> {
      if (!config.flags.allowBuy) throw new HttpError(403, 'BUYING_DISABLED');
      const [user] = await db
        .select({ publicKey: users.publicKey, isWhitelistMarket: users.isWhitelistMarket })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) throw new HttpError(401, 'UNAUTHORIZED');
      if (config.flags.checkWhitelist && !user.isWhitelistMarket)
        throw new HttpError(403, 'NOT_IN_WHITELIST');
      if (!user.publicKey) throw new HttpError(403, 'WALLET_NOT_LINKED');

      const [nft] = await db.select().from(nfts).where(eq(nfts.id, nftId));
      if (!nft) throw new HttpError(404, 'NFT_NOT_FOUND');
      if (sameAddress(nft.ownerAddress, user.publicKey) || sameAddress(nft.seller, user.publicKey)) {
        throw new HttpError(403, 'FORBIDDEN');
      }
      const buyable = isBuyable({
        purchasesStatus: nft.purchaseStatus,
        labActive: nft.labActive,
        onchain: nft.onchain,
      });
      if (!buyable || !nft.isVerified) throw new HttpError(409, 'CONFLICT');
      const { ALLOW_TRADING } = await categories.settings();
      const category = { categoryId: nft.categoryId, category: [{ categoryId: nft.subCategoryId }] };
      if (!isTradableCategory(category, ALLOW_TRADING)) throw new HttpError(403, 'TRADING_NOT_ALLOWED');

      const contracts = await deployments.contracts();
      if (!contracts?.Marketplace || !contracts.VrNFT) throw new HttpError(503, 'FEATURE_NOT_AVAILABLE');
      const { Marketplace, VrNFT } = contracts;
      const addressOf = (currency: string) =>
        currency === 'ETH' ? zeroAddress : (contracts[currency as 'USDT' | 'BIVE' | 'VRA'] ?? null);

      if (nft.purchaseStatus === PurchaseStatus.SELLING) {
        if (!nft.offerId) throw new HttpError(409, 'CONFLICT');
        const [offer] = await db
          .select()
          .from(offers)
          .where(
            and(
              eq(offers.chainId, config.chain.chainId),
              eq(offers.offerId, nft.offerId),
              eq(offers.closed, false),
            ),
          );
        if (!offer) throw new HttpError(409, 'CONFLICT');
        const currency = toCurrency(nft.currency);
        if (!currency || !sameAddress(addressOf(currency), offer.currency))
          throw new HttpError(409, 'CONFLICT');
        return {
          nftId: String(nft.id),
          kind: 'offer',
          offerId: offer.offerId,
          price: offer.price,
          priceUnits: parseUnits(offer.price, currencyDecimals(currency)).toString(),
          currency,
          currencyAddress: offer.currency as Address,
          contract: Marketplace,
          chainId: config.chain.chainId,
        };
      }

      const currency = toCurrency(nft.mintingCurrency);
      const currencyAddress = currency ? addressOf(currency) : null;
      if (!currency || !currencyAddress) throw new HttpError(409, 'CONFLICT');
      return {
        nftId: String(nft.id),
        kind: 'mint',
        offerId: null,
        price: nft.mintingPrice,
        priceUnits: parseUnits(nft.mintingPrice, currencyDecimals(currency)).toString(),
        currency,
        currencyAddress,
        contract: VrNFT,
        chainId: config.chain.chainId,
      };
    },

    /** The USDT price of 1 aETH as the operator set it (app setting AETH_USDT_RATE), else null. */
    async rate(): Promise<Rate> {
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, AETH_RATE_SETTING));
      const value = row?.value;
      const text = typeof value === 'number' || typeof value === 'string' ? String(value) : null;
      const rate = text && /^\d{1,12}(\.\d{1,18})?$/.test(text) && Number(text) > 0 ? text : null;
      return { base: 'ETH', quote: 'USDT', rate, at: new Date().toISOString() };
    },
  };
}
