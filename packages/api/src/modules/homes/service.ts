import {
  ActivityType,
  type CreateNftAnswer,
  DEFAULT_HOME_NAME,
  type HomeClaimState,
  type HomeColorAnswer,
  PurchaseStatus,
  serializeProperties,
} from '@vrmarket/domain';
import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { activities, categories, homeClaims, nfts, users } from '../../db/schema/index.ts';
import { conflictOn } from '../../http/conflict.ts';
import { HttpError } from '../../http/errors.ts';
import { createdNftAnswer } from '../create/answer.ts';
import { requireCreatable } from '../create/category-rules.ts';

const HOMES = 'vrHomes';
const LANDS = 'vrLands';
const FREE_PRICE = '0';
const FREE_CURRENCY = 'USDT';
/** The property row that names a free home's colour on its detail. */
export const HOME_COLOR_LABEL = 'Color';

export type HomeService = ReturnType<typeof createHomeService>;

/** The claim refused by home_claims' keys (homes.ts): a second home, or a colour another home has. */
const CLAIM_CONFLICTS = {
  home_claims_pkey: 'CLAIMED_HOME',
  home_claims_color_unique: 'COLOR_EXISTED',
} as const;

/**
 * The free vrHome (R-VRHOME-2, R-VRHOME-3): one per user who owns a vrLand, in a colour nobody else
 * has. The database enforces both (home_claims keyed by user, its colour unique), so racing
 * requests cannot get past them; the reads before are only for the friendlier error. A colour is
 * taken by the claim alone: checking or marking one before takes nothing.
 */
export function createHomeService({ db }: { db: Db }) {
  async function walletOf(userId: number) {
    const [user] = await db.select({ publicKey: users.publicKey }).from(users).where(eq(users.id, userId));
    if (!user) throw new HttpError(401, 'UNAUTHORIZED');
    if (!user.publicKey) throw new HttpError(403, 'WALLET_NOT_LINKED');
    return user.publicKey.toLowerCase();
  }

  /** The free home is a vrHomes creation: the category's rules (pro, released) hold (create/category-rules.ts). */
  async function requireHomesOpen(userId: number) {
    const [user] = await db
      .select({ isPro: users.isPro, isAdminMarket: users.isAdminMarket })
      .from(users)
      .where(eq(users.id, userId));
    // vrHomes is a top-level category: it is its own top category.
    const [homes] = await db
      .select({ id: categories.id, name: categories.name, nftCategoryId: categories.nftCategoryId })
      .from(categories)
      .where(and(eq(categories.name, HOMES), isNull(categories.parentCategoryId)));
    if (!user || !homes) throw new HttpError(400, 'INVALID_SUB_TYPE');
    await requireCreatable(db, user, homes);
  }

  /**
   * An NFT of the vrLands category (or one of its sub categories) the wallet owns or has on sale,
   * approved by an admin or minted: a land request waiting for review or rejected is no land.
   */
  async function ownsLand(wallet: string) {
    const parent = alias(categories, 'parent');
    const [row] = await db
      .select({ id: nfts.id })
      .from(nfts)
      .innerJoin(categories, eq(categories.id, nfts.categoryId))
      .leftJoin(parent, eq(parent.id, categories.parentCategoryId))
      .where(
        and(
          // Like the collections' rule: a land on sale is still its seller's.
          or(eq(sql`lower(${nfts.ownerAddress})`, wallet), eq(sql`lower(${nfts.seller})`, wallet)),
          or(eq(categories.name, LANDS), eq(parent.name, LANDS)),
          or(nfts.isVerified, nfts.onchain),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  async function isClaimed(userId: number) {
    const [row] = await db
      .select({ userId: homeClaims.userId })
      .from(homeClaims)
      .where(eq(homeClaims.userId, userId));
    return row !== undefined;
  }

  /** The vrHomes category and the first catalogue model of it, which every free home is made of. */
  async function homeModel() {
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.name, HOMES), isNull(categories.parentCategoryId)));
    if (!category) return null;
    const [model] = await db
      .select({ glbUrl: nfts.glbUrl, metadata: nfts.metadata })
      .from(nfts)
      .where(and(eq(nfts.categoryId, category.id), isNotNull(nfts.glbUrl)))
      .orderBy(asc(nfts.id))
      .limit(1);
    return { categoryId: category.id, glbUrl: model?.glbUrl ?? null, image: model?.metadata.image ?? null };
  }

  /** The user whose claimed home has the colour, if any. */
  async function colorHolder(color: string) {
    const [holder] = await db
      .select({ userId: homeClaims.userId })
      .from(homeClaims)
      .where(eq(homeClaims.color, color));
    return holder?.userId;
  }

  return {
    async state(userId: number): Promise<HomeClaimState> {
      const wallet = await walletOf(userId);
      const model = await homeModel();
      return {
        isClaimed: await isClaimed(userId),
        hasLand: await ownsLand(wallet),
        modelUrl: model?.glbUrl ?? null,
        imageUrl: model?.image ?? null,
      };
    },

    /** `POST /home-color`: whether the colour is still free for this user (read only). */
    async checkColor(userId: number, color: string): Promise<HomeColorAnswer> {
      const holder = await colorHolder(color);
      if (holder !== undefined && holder !== userId) throw new HttpError(409, 'COLOR_EXISTED');
      return { color, available: true };
    },

    /**
     * `PUT /home-color/active`: the spec's "mark used" call. The claim has already marked the
     * colour of the user's home, so this takes nothing: it confirms that colour is the caller's.
     */
    async activateColor(userId: number, color: string): Promise<HomeColorAnswer> {
      const holder = await colorHolder(color);
      if (holder === undefined) throw new HttpError(409, 'COLOR_NOT_CLAIMED');
      if (holder !== userId) throw new HttpError(409, 'COLOR_EXISTED');
      return { color, available: false };
    },

    async claim(userId: number, body: { color: string; title: string }): Promise<CreateNftAnswer> {
      const wallet = await walletOf(userId);
      await requireHomesOpen(userId);
      if (await isClaimed(userId)) throw new HttpError(409, 'CLAIMED_HOME');
      if (!(await ownsLand(wallet))) throw new HttpError(403, 'HAVE_NO_LAND');
      const holder = await colorHolder(body.color);
      if (holder !== undefined && holder !== userId) throw new HttpError(409, 'COLOR_EXISTED');
      const model = await homeModel();
      if (!model) throw new HttpError(400, 'INVALID_SUB_TYPE');
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(nfts)
          .values({
            title: body.title,
            categoryId: model.categoryId,
            creatorId: userId,
            ownerAddress: wallet,
            currency: FREE_CURRENCY,
            mintingPrice: FREE_PRICE,
            mintingCurrency: FREE_CURRENCY,
            // The model is the catalogue's own: nothing for an admin to verify.
            purchaseStatus: PurchaseStatus.NONE,
            isVerified: true,
            isShow: false,
            metadata: model.image ? { image: model.image } : {},
            components: {
              customTitle: body.title,
              model3dName: DEFAULT_HOME_NAME,
              homeColor: body.color,
              // The Data card of the detail lists it like any property row.
              properties: serializeProperties([{ label: HOME_COLOR_LABEL, value: body.color }]),
              ...(model.glbUrl ? { mediaUrl: model.glbUrl, mediaType: 'model/gltf-binary' } : {}),
            },
            glbUrl: model.glbUrl,
          })
          .returning();
        if (!created) throw new Error('insert returned no row');
        // A claim racing this one for the user or the colour: a key of home_claims refuses it and
        // everything rolls back.
        await tx
          .insert(homeClaims)
          .values({ userId, nftId: created.id, color: body.color })
          .catch(conflictOn(CLAIM_CONFLICTS));
        await tx.insert(activities).values({
          type: ActivityType.CREATED,
          nftId: created.id,
          name: created.title,
          toAddress: wallet,
          status: 'SUCCESS',
        });
        return created;
      });
      return createdNftAnswer(row);
    },
  };
}
