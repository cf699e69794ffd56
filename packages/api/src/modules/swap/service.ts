import { signSwapKey, swapKeyDomain, swapKeyTypes } from '@vrmarket/contracts';
import {
  countryOf,
  isSwappable,
  isTradableCategory,
  type Nft,
  type Page,
  PRODUCT_COUNTRY,
  PurchaseStatus,
  type SwapAvailableQuery,
  type SwapKeyAnswer,
  type SwapKeyIssued,
  SwapStatus,
  type SwapStatusAnswer,
} from '@vrmarket/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Address, getAddress, hashTypedData } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { DeploymentsReader } from '../../chain/deployments.ts';
import type { MinterRoleCheck } from '../../chain/minter-roles.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { nfts, swapKeys, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { CategoryService } from '../categories/service.ts';
import { type NftRow, serializeNfts } from '../nfts/serializer.ts';

/** How long a swap key stays usable: long enough for a slow wallet, short enough to go stale. */
export const SWAP_KEY_TTL_SECONDS = 30 * 60;
/** A key closer than this to its deadline is not offered again: the wallet might not make it. */
const KEY_MARGIN_SECONDS = 2 * 60;
/**
 * At most this many unexpired keys per NFT and user: enough to change one's mind about the
 * partner a few times within a key's 30 minutes, not a way to have the signer sign without end.
 * Held by the database: each key takes one of this many slots (unique `swap_keys_slot_key`).
 */
export const MAX_LIVE_SWAP_KEYS = 5;

type Dependencies = {
  db: Db;
  config: { chain: Pick<Config['chain'], 'chainId' | 'minterPrivateKey'> };
  deployments: DeploymentsReader;
  categories: Pick<CategoryService, 'settings'>;
  /** The key signs nothing before its role check has passed (503 MINTER_ROLES_NOT_CHECKED). */
  minterRoles: Pick<MinterRoleCheck, 'requirePassed'>;
  now?: () => number;
};

export type SwapService = ReturnType<typeof createSwapService>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * properties.Country of a row in SQL: the spec keeps properties as JSON text inside the components
 * document, and a cast of malformed text would fail the whole query, so the field is read by pattern
 * (JSON.stringify writes `"Country":"…"`).
 */
const COUNTRY = sql`coalesce(substring(${nfts.components}->>'properties' from '"Country"\\s*:\\s*"([^"\\\\]*)"'), '')`;

/**
 * Swapping an owned NFT for one of the SwapDesk's pool (ADR 0025). The
 * given NFT must be the caller's by the chain-derived owner in the database, OWNED (not listed,
 * rented or in use), of a tradable category and swappable (a Country that is not the product's).
 * Its partners are the desk's minted, verified, visible NFTs of the same contract and top-level
 * category whose Country differs from it. The key the api signs binds the owner's wallet, both
 * tokens, the contract and chain (EIP-712 domain) and a deadline, exactly what SwapDesk verifies.
 */
export function createSwapService({
  db,
  config,
  deployments,
  categories,
  minterRoles,
  now = Date.now,
}: Dependencies) {
  const key = config.chain.minterPrivateKey;
  // The minter key is the swap signer too: deployAll grants the deployer SIGNER_ROLE with MINTER_ROLE.
  const signer = key ? privateKeyToAccount(key) : null;

  async function desk(): Promise<Address> {
    const contracts = await deployments.contracts();
    if (!contracts?.SwapDesk) throw new HttpError(503, 'FEATURE_NOT_AVAILABLE');
    return contracts.SwapDesk;
  }

  /** The caller's NFT to give, checked; 404 unknown, 403 someone else's or not swappable now. */
  async function givenNft(nftId: number, userId: number) {
    const [user] = await db
      .select({ id: users.id, wallet: users.publicKey })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new HttpError(401, 'UNAUTHORIZED');
    if (!user.wallet) throw new HttpError(403, 'WALLET_NOT_LINKED');
    const [nft] = await db.select().from(nfts).where(eq(nfts.id, nftId));
    if (!nft) throw new HttpError(404, 'NFT_NOT_FOUND');
    const owns = nft.onchain && nft.tokenId !== null && nft.ownerAddress === user.wallet;
    if (!owns) throw new HttpError(403, 'NOT_NFT_OWNER');
    const { ALLOW_TRADING } = await categories.settings();
    const tradable = isTradableCategory(
      { categoryId: nft.categoryId, category: [{ categoryId: nft.subCategoryId }] },
      ALLOW_TRADING,
    );
    if (!tradable) throw new HttpError(403, 'TRADING_NOT_ALLOWED');
    const swappable = nft.purchaseStatus === PurchaseStatus.OWNED && !nft.inUsed;
    if (!swappable || !isSwappable({ components: nft.components }, PRODUCT_COUNTRY))
      throw new HttpError(403, 'NOT_SWAPPABLE');
    return { nft, user: { id: user.id, wallet: user.wallet as Address } };
  }

  /** The conditions a pool NFT meets to be swapped for `given`. */
  function partnerConditions(given: NftRow, deskAddress: Address): SQL[] {
    return [
      eq(nfts.ownerAddress, deskAddress.toLowerCase()),
      sql`${nfts.contractAddress} = ${given.contractAddress}`,
      eq(nfts.onchain, true),
      eq(nfts.isVerified, true),
      eq(nfts.isShow, true),
      eq(nfts.inUsed, false),
      eq(nfts.categoryId, given.categoryId),
      sql`${COUNTRY} not in ('', ${PRODUCT_COUNTRY}, ${countryOf({ components: given.components }) ?? ''})`,
    ];
  }

  /** The pool NFT with `tokenId`, if it is a partner of `given`. */
  async function partner(given: NftRow, tokenId: string, deskAddress: Address): Promise<NftRow | undefined> {
    const [row] = await db
      .select()
      .from(nfts)
      .where(and(sql`${nfts.tokenId} = ${tokenId}`, ...partnerConditions(given, deskAddress)));
    return row;
  }

  const serialize = async (row: NftRow, viewerId: number): Promise<Nft> =>
    (await serializeNfts(db, [row], viewerId))[0]!;

  return {
    /** `GET swap-nft/:id/list-swap-available`: a page of partners, by name or any attribute text. */
    async available(nftId: number, userId: number, query: SwapAvailableQuery): Promise<Page<Nft>> {
      const { nft } = await givenNft(nftId, userId);
      const where = partnerConditions(nft, await desk());
      if (query.keyword) {
        const pattern = `%${escapeLike(query.keyword)}%`;
        where.push(
          sql`(${nfts.title} ilike ${pattern} or ${nfts.components}->>'properties' ilike ${pattern})`,
        );
      }
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(nfts)
          .where(and(...where))
          .orderBy(desc(nfts.createdAt), desc(nfts.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(nfts)
          .where(and(...where)),
      ]);
      return {
        results: await serializeNfts(db, rows, userId),
        total: count?.total ?? 0,
        page: query.page,
        limit: query.limit,
      };
    },

    /**
     * `GET swap-nft/:id/check-status`: KEY_ISSUED with the NFT to receive and the key while the
     * owner's newest key of this NFT is unused, not about to expire and its partner still in the
     * pool; otherwise KEY_REQUIRED (the web app asks for a key first).
     */
    async status(nftId: number, userId: number): Promise<SwapStatusAnswer> {
      const { nft, user } = await givenNft(nftId, userId);
      const deskAddress = await desk();
      const [issued] = await db
        .select()
        .from(swapKeys)
        .where(
          and(
            eq(swapKeys.nftId, nft.id),
            eq(swapKeys.wallet, user.wallet),
            eq(swapKeys.chainId, config.chain.chainId),
            sql`${swapKeys.deadline} > ${new Date(now() + KEY_MARGIN_SECONDS * 1000).toISOString()}`,
            sql`not exists (select 1 from chain_events e where e.chain_id = ${config.chain.chainId}
              and e.event_name = 'Swapped' and e.args->>'keyHash' = ${swapKeys.keyHash})`,
          ),
        )
        .orderBy(desc(swapKeys.createdAt), desc(swapKeys.id))
        .limit(1);
      const [wanted] = issued ? await db.select().from(nfts).where(eq(nfts.id, issued.wantedNftId)) : [];
      const stillThere = wanted?.tokenId ? await partner(nft, wanted.tokenId, deskAddress) : undefined;
      if (!issued || !stillThere) return { status: SwapStatus.KEY_REQUIRED, data: null, key: null };
      return {
        status: SwapStatus.KEY_ISSUED,
        data: await serialize(stillThere, userId),
        key: keyAnswer({
          keyHash: issued.keyHash,
          signature: issued.signature,
          user: user.wallet,
          given: nft,
          wanted: stillThere,
          deadline: BigInt(Math.floor(issued.deadline.getTime() / 1000)),
          swapDesk: deskAddress,
        }),
      };
    },

    /** `POST swap-nft/:id/:tokenId`: signs a swap key of the owner's NFT for the pool's `tokenId`. */
    async issueKey(nftId: number, userId: number, tokenId: string): Promise<SwapKeyIssued> {
      const { nft, user } = await givenNft(nftId, userId);
      const deskAddress = await desk();
      if (!signer) throw new HttpError(503, 'FEATURE_NOT_AVAILABLE');
      await minterRoles.requirePassed();
      const wanted = await partner(nft, tokenId, deskAddress);
      if (!wanted?.tokenId || !wanted.contractAddress || !nft.contractAddress) {
        throw new HttpError(409, 'SWAP_PARTNER_UNAVAILABLE');
      }
      const message = {
        user: getAddress(user.wallet),
        givenContract: getAddress(nft.contractAddress),
        givenTokenId: BigInt(nft.tokenId!),
        wantedContract: getAddress(wanted.contractAddress),
        wantedTokenId: BigInt(wanted.tokenId),
        deadline: BigInt(Math.floor(now() / 1000) + SWAP_KEY_TTL_SECONDS),
      };
      const { chainId } = config.chain;
      const signature = await signSwapKey(signer, chainId, deskAddress, message);
      const keyHash = hashTypedData({
        domain: swapKeyDomain(chainId, deskAddress),
        types: swapKeyTypes,
        primaryType: 'SwapKey',
        message,
      }).toLowerCase();
      await storeKey({
        keyHash,
        nftId: nft.id,
        wantedNftId: wanted.id,
        userId: user.id,
        wallet: user.wallet,
        signature,
        deadline: new Date(Number(message.deadline) * 1000),
        chainId,
      });
      return {
        data: await serialize(wanted, userId),
        key: keyAnswer({
          keyHash,
          signature,
          user: user.wallet,
          given: nft,
          wanted,
          deadline: message.deadline,
          swapDesk: deskAddress,
        }),
      };
    },
  };

  /**
   * Stores a signed key in the first free slot of its NFT and user, else 429: a slot is taken by
   * the unique index, never by a count read before (parallel requests would all read a free one).
   * A slot whose key has expired is freed first. The same request within one second signs the
   * very same key: stored already (by it or by a parallel twin), it is the answer again.
   */
  async function storeKey(key: Omit<typeof swapKeys.$inferInsert, 'slot'>): Promise<void> {
    const slotOf = (slot: number) =>
      and(
        eq(swapKeys.nftId, key.nftId),
        eq(swapKeys.userId, key.userId),
        eq(swapKeys.chainId, key.chainId),
        eq(swapKeys.slot, slot),
      );
    for (let slot = 0; slot < MAX_LIVE_SWAP_KEYS; slot++) {
      await db
        .delete(swapKeys)
        .where(and(slotOf(slot), sql`${swapKeys.deadline} <= ${new Date(now()).toISOString()}`));
      const taken = await db
        .insert(swapKeys)
        .values({ ...key, slot })
        .onConflictDoNothing()
        .returning({ id: swapKeys.id });
      if (taken.length > 0) return;
      const [same] = await db
        .select({ id: swapKeys.id })
        .from(swapKeys)
        .where(eq(swapKeys.keyHash, key.keyHash));
      if (same) return;
    }
    throw new HttpError(429, 'RATE_LIMITED');
  }

  function keyAnswer(key: {
    keyHash: string;
    signature: string;
    user: string;
    given: NftRow;
    wanted: NftRow;
    deadline: bigint;
    swapDesk: Address;
  }): SwapKeyAnswer {
    return {
      keyHash: key.keyHash,
      signature: key.signature,
      user: key.user.toLowerCase(),
      givenContract: key.given.contractAddress!.toLowerCase(),
      givenTokenId: key.given.tokenId!,
      wantedContract: key.wanted.contractAddress!.toLowerCase(),
      wantedTokenId: key.wanted.tokenId!,
      deadline: key.deadline.toString(),
      swapDesk: key.swapDesk.toLowerCase(),
      chainId: config.chain.chainId,
    };
  }
}
