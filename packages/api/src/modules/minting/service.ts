import { signMintPermit, vrNFTAbi } from '@vrmarket/contracts';
import { currencyDecimals, isTradableCategory, PurchaseStatus, toCurrency } from '@vrmarket/domain';
import { and, eq } from 'drizzle-orm';
import { type Address, parseUnits, zeroAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { DeploymentsReader } from '../../chain/deployments.ts';
import type { MinterRoleCheck } from '../../chain/minter-roles.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { nfts, referralIntents, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { CategoryService } from '../categories/service.ts';
import type { MintPermitAnswer } from './schema.ts';

/** How long a signed permit stays usable: long enough for an approval and a slow wallet. */
export const PERMIT_TTL_SECONDS = 30 * 60;

export type PermitRequest = {
  nftId: number;
  userId: number;
  /** The wallet named in the path (lowercased). */
  address: `0x${string}`;
  /** The currency the client expects (plain call); must be the NFT's own. */
  currency?: string;
  /** The referrer's username (refer-code call). */
  referCode?: string;
  /** The USDT call: the NFT must be priced in USDT. */
  usdtOnly?: boolean;
  /** The USDT call's network (chain id, decimal or 0x hex). */
  network?: string;
};

type Dependencies = {
  db: Db;
  config: Pick<Config, 'flags'> & { chain: Pick<Config['chain'], 'chainId' | 'minterPrivateKey'> };
  deployments: DeploymentsReader;
  categories: Pick<CategoryService, 'settings'>;
  /** The key signs nothing before its role check has passed (503 MINTER_ROLES_NOT_CHECKED). */
  minterRoles: Pick<MinterRoleCheck, 'requirePassed'>;
  /** Whether the token already exists on chain (VrNFT.exists). */
  tokenExists(contract: Address, tokenId: bigint): Promise<boolean>;
};

export type MintingService = ReturnType<typeof createMintingService>;

/**
 * Lazy-mint permits (DESIGN.md "Lazy minting"). The api decides everything that is signed: the
 * token id (the NFT's database id), the price and currency (the NFT's minting price and currency),
 * the recipient (the caller's linked wallet), the contract and chain. Only an eligible NFT gets one:
 * verified, not minted (in the database and on chain); its owner may always mint it, anyone else
 * only while it is offered for sale unminted (labActive) and buying is on.
 */
export function createMintingService({
  db,
  config,
  deployments,
  categories,
  minterRoles,
  tokenExists,
}: Dependencies) {
  const key = config.chain.minterPrivateKey;
  const minter = key ? privateKeyToAccount(key) : null;

  async function loadUser(userId: number) {
    const [user] = await db
      .select({ id: users.id, publicKey: users.publicKey, isWhitelistMarket: users.isWhitelistMarket })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new HttpError(401, 'UNAUTHORIZED');
    return user;
  }

  async function loadNft(nftId: number) {
    const [nft] = await db.select().from(nfts).where(eq(nfts.id, nftId));
    if (!nft) throw new HttpError(404, 'NFT_NOT_FOUND');
    return nft;
  }

  async function checkReferrer(referCode: string, userId: number) {
    const [referrer] = await db.select({ id: users.id }).from(users).where(eq(users.username, referCode));
    if (!referrer) throw new HttpError(404, 'USER_NOT_FOUND');
    // Self-referral: one cannot earn a reward on one's own purchase.
    if (referrer.id === userId) throw new HttpError(400, 'VALIDATION_FAILED');
    return referrer.id;
  }

  /**
   * The buyer's last permit decides the referral of this mint: a code is kept until the mint is
   * applied from the chain (which records the referral), a permit without one clears it.
   */
  async function keepReferralIntent(
    nftId: number,
    receiver: string,
    referrer?: { id: number; code: string },
  ) {
    if (!referrer) {
      await db
        .delete(referralIntents)
        .where(and(eq(referralIntents.nftId, nftId), eq(referralIntents.receiverAddress, receiver)));
      return;
    }
    await db
      .insert(referralIntents)
      .values({ nftId, receiverAddress: receiver, referrerId: referrer.id, code: referrer.code })
      .onConflictDoUpdate({
        target: [referralIntents.nftId, referralIntents.receiverAddress],
        set: { referrerId: referrer.id, code: referrer.code, updatedAt: new Date() },
      });
  }

  return {
    async permit(request: PermitRequest): Promise<MintPermitAnswer> {
      if (!minter) throw new HttpError(503, 'FEATURE_NOT_AVAILABLE');
      const contracts = await deployments.contracts();
      const vrNft = contracts?.VrNFT;
      if (!contracts || !vrNft) throw new HttpError(503, 'FEATURE_NOT_AVAILABLE');
      await minterRoles.requirePassed();
      if (request.network !== undefined && !sameChain(request.network, config.chain.chainId)) {
        throw new HttpError(400, 'INCORRECT_NETWORK', { chainName: String(config.chain.chainId) });
      }

      const user = await loadUser(request.userId);
      if (!user.publicKey) throw new HttpError(403, 'WALLET_NOT_LINKED');
      if (user.publicKey !== request.address) {
        throw new HttpError(403, 'WRONG_WALLET', { linkedAddress: user.publicKey });
      }

      const nft = await loadNft(request.nftId);
      if (!nft.isVerified || nft.purchaseStatus === PurchaseStatus.UNVERIFIED) {
        throw new HttpError(403, 'FORBIDDEN');
      }
      const minted = nft.onchain || nft.tokenId !== null || nft.purchaseStatus !== PurchaseStatus.NONE;
      if (minted) throw new HttpError(409, 'CONFLICT');
      if (nft.contractAddress && nft.contractAddress.toLowerCase() !== vrNft.toLowerCase()) {
        throw new HttpError(409, 'CONFLICT');
      }

      const isOwner = nft.ownerAddress?.toLowerCase() === user.publicKey;
      if (!isOwner) {
        // Buying an unminted NFT: only while it is offered, buying is on, and it may trade.
        if (!nft.labActive) throw new HttpError(403, 'NOT_NFT_OWNER');
        if (!config.flags.allowBuy) throw new HttpError(403, 'BUYING_DISABLED');
        if (config.flags.checkWhitelist && !user.isWhitelistMarket) throw new HttpError(403, 'FORBIDDEN');
        const { ALLOW_TRADING } = await categories.settings();
        const tradable = isTradableCategory(
          { categoryId: nft.categoryId, category: [{ categoryId: nft.subCategoryId }] },
          ALLOW_TRADING,
        );
        if (!tradable) {
          throw new HttpError(403, 'TRADING_NOT_ALLOWED');
        }
      }

      const currency = toCurrency(nft.mintingCurrency);
      if (!currency) throw new HttpError(409, 'CONFLICT');
      if (request.currency !== undefined && toCurrency(request.currency) !== currency) {
        throw new HttpError(400, 'INVALID_CURRENCY');
      }
      if (request.usdtOnly && currency !== 'USDT') throw new HttpError(400, 'INVALID_CURRENCY');
      const referrerId =
        request.referCode === undefined ? undefined : await checkReferrer(request.referCode, user.id);
      const currencyAddress = currency === 'ETH' ? zeroAddress : contracts[currency];
      if (!currencyAddress) throw new HttpError(503, 'FEATURE_NOT_AVAILABLE');

      const tokenId = BigInt(nft.id);
      if (await tokenExists(vrNft, tokenId)) throw new HttpError(409, 'CONFLICT');

      const permit = {
        tokenId,
        to: request.address,
        currency: currencyAddress,
        mintingPrice: parseUnits(nft.mintingPrice, currencyDecimals(currency)),
        uri: nft.tokenUri ?? '',
        deadline: BigInt(Math.floor(Date.now() / 1000) + PERMIT_TTL_SECONDS),
        // One nonce per token: at most one permit of a token can ever be used (and a token mints once).
        nonce: tokenId,
      };
      const signature = await signMintPermit(minter, config.chain.chainId, vrNft, permit);
      // Referrals reward buying: the owner minting their own NFT refers no one.
      if (!isOwner) {
        const referrer = referrerId === undefined ? undefined : { id: referrerId, code: request.referCode! };
        await keepReferralIntent(nft.id, request.address, referrer);
      }
      return {
        tokenId: permit.tokenId.toString(),
        to: permit.to,
        currency: permit.currency.toLowerCase() as Address,
        currencySymbol: currency,
        mintingPrice: permit.mintingPrice.toString(),
        uri: permit.uri,
        deadline: permit.deadline.toString(),
        nonce: permit.nonce.toString(),
        signature,
        contract: vrNft.toLowerCase() as Address,
        chainId: config.chain.chainId,
      };
    },
  };
}

function sameChain(network: string, chainId: number): boolean {
  const text = network.trim().toLowerCase();
  const value = text.startsWith('0x') ? Number.parseInt(text, 16) : Number(text);
  return value === chainId;
}

/** VrNFT.exists through the api's chain client. */
export function chainTokenExists(client: {
  readContract(args: {
    address: Address;
    abi: typeof vrNFTAbi;
    functionName: 'exists';
    args: [bigint];
  }): Promise<boolean>;
}) {
  return (contract: Address, tokenId: bigint) =>
    client.readContract({ address: contract, abi: vrNFTAbi, functionName: 'exists', args: [tokenId] });
}
