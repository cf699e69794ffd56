import type { PublishNftAnswer, PublishNftBody } from '@vrmarket/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { nfts, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { UploadService } from '../uploads/service.ts';

export type PublishService = ReturnType<typeof createPublishService>;

const isModel = (mime: string) => mime.startsWith('model/');
const isImage = (mime: string) => mime === 'image/png' || mime === 'image/jpeg';

/**
 * Publish (browse-detail-trade §4, docs/decisions.md "Bulk pets and publish"): the owner of a 3D
 * model NFT replaces its media with the model their detail screen exported (glb + picture, both
 * uploaded first). Owner-only: the caller's linked wallet must be the NFT's owner.
 */
export function createPublishService({ db, uploads }: { db: Db; uploads: Pick<UploadService, 'findByUrl'> }) {
  return {
    async publish(userId: number, nftId: number, body: PublishNftBody): Promise<PublishNftAnswer> {
      const [user] = await db.select({ publicKey: users.publicKey }).from(users).where(eq(users.id, userId));
      if (!user) throw new HttpError(401, 'UNAUTHORIZED');
      const glb = await uploads.findByUrl(body.glbUrl.trim());
      const image = await uploads.findByUrl(body.imageUrl.trim());
      return db.transaction(async (tx) => {
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
        await tx
          .update(nfts)
          .set({
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
          .where(eq(nfts.id, nft.id));
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
