import {
  ActivityType,
  type NftPage,
  PurchaseStatus,
  pageOffset,
  type VerificationDecision,
  type VerificationListQuery,
  verificationStatusOf,
} from '@vrmarket/domain';
import { and, count, desc, eq, isNull, not } from 'drizzle-orm';
import { recomputeCollectionStats } from '../../chain/collection-stats.ts';
import { lockProjections } from '../../chain/lock.ts';
import type { Db } from '../../db/database.ts';
import { notify } from '../../db/notify.ts';
import { activities, nfts, users } from '../../db/schema/index.ts';
import { conflictOn } from '../../http/conflict.ts';
import { HttpError } from '../../http/errors.ts';
import { LAND_CONFLICTS } from '../lands/create-land.ts';
import { serializeNfts } from '../nfts/serializer.ts';
import { STORE_CONFLICTS } from '../stores/create-store.ts';

/** Waiting for a decision: not verified and not rejected. */
const PENDING = and(not(nfts.isVerified), isNull(nfts.rejectionReason));

export type VerificationService = ReturnType<typeof createVerificationService>;

/**
 * The admins' verification queue of created NFTs, and of approved ones whose owner published new
 * media (admin-market users only). Approving verifies
 * the NFT (then its owner may mint and list it); rejecting keeps it hidden with the reason. The
 * creator sees the decision in their inventory (verificationStatus) and in their activity: the
 * CREATED row of the creation turns from PENDING to SUCCESS or REJECTED. A decision on an NFT in a
 * collection recomputes that collection's stats in the same transaction. A rejection frees the
 * vrLand parcel or vrStore the NFT held (nfts.ts: only NFTs that are not rejected hold one), so
 * approving a rejected NFT whose parcel or store was taken since is LAND_TAKEN / STORE_TAKEN.
 */
export function createVerificationService({
  db,
  chainId,
  notified = () => {},
}: {
  db: Db;
  chainId: number;
  /** Called after a decision that notified its creator committed (the notification hub's nudge). */
  notified?: () => void;
}) {
  async function requireAdmin(userId: number) {
    const [user] = await db
      .select({ isAdminMarket: users.isAdminMarket })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new HttpError(401, 'UNAUTHORIZED');
    if (!user.isAdminMarket) throw new HttpError(403, 'FORBIDDEN');
  }

  async function decide(
    nftId: number,
    change: { isVerified: boolean; isShow: boolean; rejectionReason: string | null },
    activityStatus: string,
  ): Promise<VerificationDecision> {
    let creator: number | null = null;
    const decision = await db.transaction(async (tx) => {
      // A decision changes what its collection's stats count (visible items, their owners).
      await lockProjections(tx, chainId);
      const [nft] = await tx.select().from(nfts).where(eq(nfts.id, nftId)).for('update');
      if (!nft) throw new HttpError(404, 'NFT_NOT_FOUND');
      // A decision is for an NFT waiting in the queue: created, or with new media its owner
      // published (publish/service.ts); a verified one has left the queue.
      if (nft.isVerified) throw new HttpError(409, 'CONFLICT');
      const [updated] = await tx
        .update(nfts)
        .set({
          ...change,
          // A minted NFT's purchase status is the chain's; an unminted one is mintable once verified.
          ...(nft.onchain
            ? {}
            : { purchaseStatus: change.isVerified ? PurchaseStatus.NONE : PurchaseStatus.UNVERIFIED }),
          updatedAt: new Date(),
        })
        .where(eq(nfts.id, nftId))
        .returning()
        .catch(conflictOn({ ...LAND_CONFLICTS, ...STORE_CONFLICTS }));
      await tx
        .update(activities)
        .set({ status: activityStatus })
        .where(and(eq(activities.nftId, nftId), eq(activities.type, ActivityType.CREATED)));
      const row = updated!;
      if (row.collectionId !== null) await recomputeCollectionStats(tx, [row.collectionId]);
      // The creator hears of the decision with it. The key names this decision: the NFT's state it
      // was taken on (a later decision, after new media or a rejection, is another one).
      if (nft.creatorId !== null) {
        creator = nft.creatorId;
        await notify(tx, [
          {
            userId: nft.creatorId,
            kind: change.isVerified ? 'NFT_APPROVED' : 'NFT_REJECTED',
            dedupeKey: `${change.isVerified ? 'approved' : 'rejected'}:${nftId}:${nft.updatedAt.getTime()}`,
            nftId,
            nftName: row.title,
          },
        ]);
      }
      return {
        id: String(row.id),
        verificationStatus: verificationStatusOf(row),
        isVerified: row.isVerified,
        isShow: row.isShow,
        rejectionReason: row.rejectionReason,
      };
    });
    if (creator !== null) notified();
    return decision;
  }

  return {
    /** The pending NFTs, newest first. */
    async queue(userId: number, query: VerificationListQuery): Promise<NftPage> {
      await requireAdmin(userId);
      const rows = await db
        .select()
        .from(nfts)
        .where(PENDING)
        .orderBy(desc(nfts.createdAt), desc(nfts.id))
        .limit(query.limit)
        .offset(pageOffset(query));
      const [counted] = await db.select({ total: count() }).from(nfts).where(PENDING);
      return {
        results: await serializeNfts(db, rows, userId),
        total: counted?.total ?? 0,
        page: query.page,
        limit: query.limit,
      };
    },

    /** Verifies the NFT; `isShow` is the admin's choice (shown on the market unless told otherwise). */
    async approve(userId: number, nftId: number, isShow = true): Promise<VerificationDecision> {
      await requireAdmin(userId);
      return decide(nftId, { isVerified: true, isShow, rejectionReason: null }, 'SUCCESS');
    },

    async reject(userId: number, nftId: number, reason: string): Promise<VerificationDecision> {
      await requireAdmin(userId);
      return decide(nftId, { isVerified: false, isShow: false, rejectionReason: reason }, 'REJECTED');
    },
  };
}
