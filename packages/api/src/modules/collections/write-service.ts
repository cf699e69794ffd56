import {
  type Collection,
  type CollectionNftsBody,
  type CollectionWriteBody,
  canCreateCollection,
  sameAddress,
} from '@vrmarket/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { recomputeCollectionStats } from '../../chain/collection-stats.ts';
import { lockProjections } from '../../chain/lock.ts';
import type { Db } from '../../db/database.ts';
import { collections, nfts, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { createImageUrlCheck } from './media-urls.ts';
import type { CollectionService } from './service.ts';

export type CollectionWriteService = ReturnType<typeof createCollectionWriteService>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Creating and changing collections. Only the creator changes a collection (matched by user id, or
 * by the linked wallet for collections recorded with a creator address only); only an NFT's owner
 * adds it. Each change runs in one transaction with the collection row locked; changes of members
 * first take the projections' lock (the chain apply path's), so an indexer batch recomputing the
 * same collections' stats cannot interleave with them.
 */
export function createCollectionWriteService({
  db,
  collections: reader,
  checkImage,
  allowCreateCollection,
  chainId,
}: {
  db: Db;
  /** The indexed chain: its projections' lock is taken by member changes. */
  chainId: number;
  collections: CollectionService;
  checkImage: ReturnType<typeof createImageUrlCheck>;
  allowCreateCollection: boolean;
}) {
  async function userOf(tx: Tx | Db, userId: number) {
    const [user] = await tx
      .select({ id: users.id, wallet: users.publicKey, isPro: users.isPro, proType: users.proType })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new HttpError(401, 'UNAUTHORIZED');
    return user;
  }

  /** The collection, locked for this transaction, when the user is its creator; else 404 or 403. */
  async function ownCollection(tx: Tx, userId: number, collectionId: number) {
    const user = await userOf(tx, userId);
    const [row] = await tx
      .select({ creatorId: collections.creatorId, creatorAddress: collections.creatorAddress })
      .from(collections)
      .where(eq(collections.id, collectionId))
      .for('update');
    if (!row) throw new HttpError(404, 'COLLECTION_NOT_FOUND');
    const isCreator =
      row.creatorId === user.id || (row.creatorId === null && sameAddress(row.creatorAddress, user.wallet));
    if (!isCreator) throw new HttpError(403, 'NOT_COLLECTION_CREATOR');
    return user;
  }

  async function images(body: CollectionWriteBody) {
    return {
      cover: await checkImage(body.cover, 'COVER_IMAGE_REQUIRED'),
      avatar: await checkImage(body.avatar, 'AVATAR_IMAGE_REQUIRED'),
    };
  }

  async function read(id: number): Promise<Collection> {
    const collection = await reader.details(id);
    if (!collection) throw new HttpError(404, 'COLLECTION_NOT_FOUND');
    return collection;
  }

  /** The NFTs named by the body, with who holds them (the seller while it is on sale). */
  async function findNfts(tx: Tx, refs: CollectionNftsBody['nfts']) {
    const rows = await tx
      .select({
        id: nfts.id,
        collectionId: nfts.collectionId,
        ownerAddress: nfts.ownerAddress,
        seller: nfts.seller,
        contractAddress: nfts.contractAddress,
        tokenId: nfts.tokenId,
      })
      .from(nfts)
      .where(
        or(
          ...refs.map((ref) =>
            and(sql`lower(${nfts.contractAddress}) = ${ref.contractAddress}`, eq(nfts.tokenId, ref.tokenId)),
          ),
        ),
      );
    const found = (ref: CollectionNftsBody['nfts'][number]) =>
      rows.some(
        (row) => row.tokenId === ref.tokenId && sameAddress(row.contractAddress, ref.contractAddress),
      );
    if (!refs.every(found)) throw new HttpError(404, 'NOT_FOUND');
    return rows;
  }

  return {
    async create(userId: number, body: CollectionWriteBody): Promise<Collection> {
      const user = await userOf(db, userId);
      if (!canCreateCollection(user, allowCreateCollection ? 1 : 0)) throw new HttpError(403, 'FORBIDDEN');
      // The creator's wallet is what lists "my collections" and shows the creator's controls.
      if (!user.wallet) throw new HttpError(403, 'WALLET_NOT_LINKED');
      const stored = await images(body);
      // With its stats row (all zero): the collection has its projection from the start.
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(collections)
          .values({
            collectionName: body.collectionName,
            description: body.description,
            ...stored,
            creatorId: user.id,
            creatorAddress: user.wallet,
          })
          .returning({ id: collections.id });
        await recomputeCollectionStats(tx, [row!.id]);
        return row!.id;
      });
      return read(id);
    },

    async updateDetails(
      userId: number,
      collectionId: number,
      body: CollectionWriteBody,
    ): Promise<Collection> {
      // Before the transaction: PGlite has one connection, which the transaction holds.
      const stored = await images(body);
      await db.transaction(async (tx) => {
        await ownCollection(tx, userId, collectionId);
        await tx
          .update(collections)
          .set({
            collectionName: body.collectionName,
            description: body.description,
            ...stored,
            updatedAt: new Date(),
          })
          .where(eq(collections.id, collectionId));
      });
      return read(collectionId);
    },

    /** ADD: the caller's own NFTs join (moving out of any other collection); REMOVE: members leave. */
    async changeNfts(userId: number, collectionId: number, body: CollectionNftsBody): Promise<Collection> {
      await db.transaction(async (tx) => {
        // First, as the apply path does: the same lock order everywhere (no deadlock on NFT rows).
        await lockProjections(tx, chainId);
        const user = await ownCollection(tx, userId, collectionId);
        const rows = await findNfts(tx, body.nfts);
        const ids = rows.map((row) => row.id);
        if (body.type === 'ADD') {
          const owned = (row: (typeof rows)[number]) =>
            sameAddress(row.ownerAddress, user.wallet) || sameAddress(row.seller, user.wallet);
          if (!rows.every(owned)) throw new HttpError(403, 'NOT_NFT_OWNER');
          await tx.update(nfts).set({ collectionId, updatedAt: new Date() }).where(inArray(nfts.id, ids));
        } else {
          if (!rows.every((row) => row.collectionId === collectionId)) throw new HttpError(404, 'NOT_FOUND');
          await tx
            .update(nfts)
            .set({ collectionId: null, updatedAt: new Date() })
            .where(inArray(nfts.id, ids));
        }
        // The stats of both sides: this collection and those the added NFTs left.
        const previous = rows.flatMap((row) => (row.collectionId === null ? [] : [row.collectionId]));
        await recomputeCollectionStats(tx, [collectionId, ...previous]);
      });
      return read(collectionId);
    },
  };
}
