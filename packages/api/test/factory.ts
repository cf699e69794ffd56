import { PurchaseStatus } from '@vrmarket/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';
import {
  appSettings,
  categories,
  collections,
  favourites,
  nfts,
  saleHistory,
  users,
} from '../src/db/schema/index.ts';

type NftInsert = typeof nfts.$inferInsert;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const hex40 = (n: number) => n.toString(16).padStart(40, '0');

/** A wallet address for test number n, lowercased as stored. */
export const wallet = (n: number) => `0x${hex40(n)}`;

/**
 * Small builders for browsing fixtures: each fills in a plausible default for everything the
 * test does not name. `minutesAgo` places an item in time (listed items get listedAt too).
 */
/**
 * One count per database (each test file has its own), shared by every factory on it, so token
 * ids stay unique in it. Not one per module: test files share a worker's modules (isolate: false),
 * and a count carried over from an earlier file met the ids a file names itself.
 */
const sequences = new WeakMap<Db, { count: number }>();

export function createFactory(db: Db) {
  const sequence = sequences.get(db) ?? { count: 0 };
  sequences.set(db, sequence);
  const next = () => ++sequence.count;
  return {
    async categories(rows: { id: number; name: string; title?: string; parentCategoryId?: number }[]) {
      await db.insert(categories).values(rows.map((row) => ({ title: row.name, ...row })));
    },

    async user(username: string, walletNumber?: number) {
      const [row] = await db
        .insert(users)
        .values({
          username,
          fullname: `${username} Fullname`,
          publicKey: walletNumber ? wallet(walletNumber) : null,
        })
        .returning({ id: users.id });
      return { id: row!.id, username, wallet: walletNumber ? wallet(walletNumber) : null };
    },

    async collection(values: Partial<typeof collections.$inferInsert> = {}) {
      const number = next();
      const [row] = await db
        .insert(collections)
        .values({ collectionName: `Collection ${number}`, ...values })
        .returning();
      return row!;
    },

    /** An NFT selling on chain unless told otherwise. */
    async nft(values: Partial<NftInsert> & { minutesAgo?: number } = {}) {
      const number = next();
      const { minutesAgo: age = number, ...rest } = values;
      const status = rest.purchaseStatus ?? PurchaseStatus.SELLING;
      const listed = status === PurchaseStatus.SELLING || !!rest.labActive;
      const [row] = await db
        .insert(nfts)
        .values({
          title: `Item ${number}`,
          categoryId: 54,
          purchaseStatus: status,
          isVerified: status !== PurchaseStatus.UNVERIFIED,
          onchain: status !== PurchaseStatus.NONE && status !== PurchaseStatus.UNVERIFIED,
          currentPrice: status === PurchaseStatus.SELLING ? '10' : null,
          mintingPrice: '5',
          tokenId: String(number),
          contractAddress: wallet(999),
          ownerAddress: wallet(1),
          seller: wallet(1),
          createdAt: minutesAgo(age + 60),
          listedAt: listed ? minutesAgo(age) : null,
          ...rest,
        })
        .returning();
      return row!;
    },

    /**
     * Opens categories for creating: each becomes its own nftCategoryId (as in the seed) listed in
     * ALLOW_CREATING; `normal` (NORMAL_CATEGORIES) are open to users without a pro account.
     */
    async openForCreating({ open, normal }: { open: number[]; normal: number[] }) {
      await db
        .update(categories)
        .set({ nftCategoryId: sql`${categories.id}` })
        .where(inArray(categories.id, open));
      for (const [key, value] of [
        ['ALLOW_CREATING', open],
        ['NORMAL_CATEGORIES', normal],
      ] as const) {
        await db.delete(appSettings).where(eq(appSettings.key, key));
        await db.insert(appSettings).values({ key, value });
      }
    },

    async favourite(userId: number, nftId: number, createdAt = new Date()) {
      await db.insert(favourites).values({ userId, nftId, createdAt });
    },

    async sale(nftId: number, createdAt = new Date()) {
      await db.insert(saleHistory).values({
        nftId,
        fromAddress: wallet(1),
        toAddress: wallet(2),
        price: '10',
        currency: 'USDT',
        createdAt,
      });
    },
  };
}

export type Factory = ReturnType<typeof createFactory>;
