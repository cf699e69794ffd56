import { type PublishNftAnswer, type PublishNftBody, PurchaseStatus } from '@vrmarket/domain';
import { eq } from 'drizzle-orm';
import { recomputeCollectionStats } from '../../chain/collection-stats.ts';
import { lockProjections } from '../../chain/lock.ts';
import type { Db } from '../../db/database.ts';
import { nfts, users } from '../../db/schema/index.ts';
import { conflictOn } from '../../http/conflict.ts';
import { HttpError } from '../../http/errors.ts';
import { LAND_CONFLICTS } from '../lands/create-land.ts';
import type { UploadService } from '../uploads/service.ts';

export type PublishService = ReturnType<typeof createPublishService>;

const isModel = (mime: string) => mime.startsWith('model/');
const isImage = (mime: string) => mime === 'image/png' || mime === 'image/jpeg';

/**
 * Publish (R-OWNER-7, ADR 0047): the owner of a 3D
 * model NFT replaces its media with the model their detail screen exported (glb + picture, both
 * uploaded first). Owner-only: the caller's linked wallet must be the NFT's owner.
 *
 * New media is not what the admin approved: unless the publisher is an admin-market user, an
 * approved NFT goes back to the verification queue, hidden (and, unminted, not mintable) until an
 * admin approves it again. A minted NFT keeps its chain state (purchase status).
 */
export function createPublishService({
  db,
  uploads,
  chainId,
}: {
  db: Db;
  uploads: Pick<UploadService, 'findByUrl'>;
  chainId: number;
}) {
  return {
    async publish(userId: number, nftId: number, body: PublishNftBody): Promise<PublishNftAnswer> {
      const [user] = await db
        .select({ publicKey: users.publicKey, isAdminMarket: users.isAdminMarket })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) throw new HttpError(401, 'UNAUTHORIZED');
      const glb = await uploads.findByUrl(body.glbUrl.trim());
      const image = await uploads.findByUrl(body.imageUrl.trim());
      return db.transaction(async (tx) => {
        // Hiding an NFT changes what its collection's stats count (like a verification decision).
        if (!user.isAdminMarket) await lockProjections(tx, chainId);
        const [nft] = await tx.select().from(nfts).where(eq(nfts.id, nftId)).for('update');
        if (!nft) throw new HttpError(404, 'NFT_NOT_FOUND');
        const wallet = user.publicKey?.toLowerCase();
        if (!wallet || nft.ownerAddress?.toLowerCase() !== wallet) {
          // Listed, rented or staked: the contract holds it and the owner is its seller; not now.
          if (wallet && nft.seller?.toLowerCase() === wallet) throw new HttpError(409, 'CONFLICT');
          throw new HttpError(403, 'FORBIDDEN');
        }
        const wasModel = !!nft.glbUrl || isModel(String(nft.components.mediaType ?? ''));
        if (!wasModel) throw new HttpError(409, 'CONFLICT');
        if (!glb || !isModel(glb.mime) || !image || !isImage(image.mime))
          throw new HttpError(400, 'INVALID_URL');
        const publishedAt = new Date();
        const review = !user.isAdminMarket && nft.isVerified;
        await tx
          .update(nfts)
          .set({
            ...(review
              ? {
                  isVerified: false,
                  isShow: false,
                  rejectionReason: null,
                  ...(nft.onchain ? {} : { purchaseStatus: PurchaseStatus.UNVERIFIED }),
                }
              : {}),
            glbUrl: glb.url,
            metadata: { ...nft.metadata, image: image.url },
            components: {
              ...nft.components,
              mediaUrl: glb.url,
              mediaType: glb.mime,
              model3dThumbnails: image.url,
              publishedAt: publishedAt.toISOString(),
            },
            updatedAt: publishedAt,
          })
          .where(eq(nfts.id, nft.id))
          // A land NFT back in review counts as its creator's one waiting land request.
          .catch(conflictOn(LAND_CONFLICTS));
        if (review && nft.collectionId !== null) await recomputeCollectionStats(tx, [nft.collectionId]);
        return {
          id: String(nft.id),
          glbUrl: glb.url,
          image: image.url,
          publishedAt: publishedAt.toISOString(),
        };
      });
    },
  };
}
