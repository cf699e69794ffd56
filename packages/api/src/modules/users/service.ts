import { randomBytes } from 'node:crypto';
import type { Profile } from '@vrmarket/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { OidcIdentity } from '../auth/oidc.ts';

export type UserService = ReturnType<typeof createUserService>;
type UserRow = typeof users.$inferSelect;

export const toProfile = (row: UserRow): Profile => ({
  id: row.id,
  username: row.username,
  fullname: row.fullname,
  avatar: row.avatar,
  publicKey: row.publicKey,
  isPro: row.isPro,
  proType: row.proType,
  is_admin_market: row.isAdminMarket,
  is_whitelist_market: row.isWhitelistMarket,
  properties: row.properties,
});

/** A username from the identity's preferred username, its email's local part, or 'user'. */
function usernameBase(identity: OidcIdentity): string {
  const wanted = identity.username ?? identity.email?.split('@')[0] ?? '';
  const cleaned = wanted.replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 30);
  return cleaned.length >= 2 ? cleaned : 'user';
}

const randomSuffix = () => randomBytes(3).toString('hex');

/** The provider's social claims the marketplace keeps: the links and their verified flags. */
const SOCIAL_KEYS = [
  'discord',
  'telegram',
  'twitter',
  'facebook',
  'verify_telegram',
  'verify_discord',
  'verify_twitter',
] as const;

export function createUserService({ db }: { db: Db }) {
  /**
   * The identity provider is the authority over social accounts (ADR 0019): each sign-in
   * copies its current links and verified flags over the stored ones, keeping
   * every other property (the claimed mystery card, follow counts).
   */
  async function refreshSocials(row: UserRow, socials: Record<string, unknown>): Promise<UserRow> {
    const given = Object.fromEntries(
      SOCIAL_KEYS.filter((key) => key in socials).map((key) => [key, socials[key]]),
    );
    if (Object.keys(given).length === 0) return row;
    const [updated] = await db
      .update(users)
      .set({ properties: sql`${users.properties} || ${JSON.stringify(given)}::jsonb`, updatedAt: new Date() })
      .where(eq(users.id, row.id))
      .returning();
    return updated ?? row;
  }

  async function byId(id: number): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  }

  return {
    byId,

    /** The profile of a signed-in user; 401 when the account no longer exists. */
    async profile(id: number): Promise<Profile> {
      const row = await byId(id);
      if (!row) throw new HttpError(401, 'UNAUTHORIZED');
      return toProfile(row);
    },

    /**
     * The account of an OpenID identity, created on its first sign-in. Accounts are matched by the
     * provider's `sub` only, never by username or email, so another identity cannot take one over.
     */
    async fromOidc(identity: OidcIdentity): Promise<UserRow> {
      const [known] = await db.select().from(users).where(eq(users.oidcSubject, identity.subject));
      if (known) return refreshSocials(known, identity.socials);
      const base = usernameBase(identity);
      for (let attempt = 0; attempt < 20; attempt++) {
        const username =
          attempt === 0 ? base : `${base.slice(0, 24)}${attempt < 10 ? attempt + 1 : randomSuffix()}`;
        try {
          const [created] = await db
            .insert(users)
            .values({
              username,
              fullname: identity.name ?? '',
              avatar: identity.picture ?? null,
              oidcSubject: identity.subject,
              properties: {
                ...identity.socials,
                details: JSON.stringify({ followers_count: 0, following_count: 0 }),
              },
            })
            .returning();
          return created!;
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          // Either the username is taken (try the next) or a parallel callback created the account.
          const [raced] = await db.select().from(users).where(eq(users.oidcSubject, identity.subject));
          if (raced) return raced;
        }
      }
      throw new HttpError(409, 'CONFLICT');
    },

    /** Usernames are unique regardless of case. */
    async byUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
      return row;
    },

    async usernameOf(address: string): Promise<string | null> {
      const [row] = await db
        .select({ username: users.username })
        .from(users)
        .where(eq(users.publicKey, address.toLowerCase()));
      return row?.username ?? null;
    },

    /** Lowercased address → username, for the addresses linked to an account. */
    async usernamesOf(addresses: string[]): Promise<Record<string, string>> {
      const wanted = [...new Set(addresses.map((a) => a.toLowerCase()))];
      const rows = await db
        .select({ publicKey: users.publicKey, username: users.username })
        .from(users)
        .where(inArray(users.publicKey, wanted));
      return Object.fromEntries(rows.map((row) => [row.publicKey!, row.username]));
    },

    /**
     * Links `address` (already proven by signature) to the account. One wallet per account: an
     * account with another wallet is refused; one account per wallet: an address linked elsewhere
     * is refused (also when two requests race, through the unique index).
     */
    async linkWallet(id: number, address: string): Promise<Profile> {
      const wallet = address.toLowerCase();
      const row = await byId(id);
      if (!row) throw new HttpError(401, 'UNAUTHORIZED');
      if (row.publicKey === wallet) return toProfile(row);
      if (row.publicKey) throw new HttpError(409, 'WALLET_ALREADY_LINKED');
      try {
        const [updated] = await db
          .update(users)
          .set({ publicKey: wallet, updatedAt: new Date() })
          .where(sql`${users.id} = ${id} and ${users.publicKey} is null`)
          .returning();
        if (!updated) throw new HttpError(409, 'WALLET_ALREADY_LINKED');
        return toProfile(updated);
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, 'WALLET_LINKED_TO_OTHER_ACCOUNT');
        throw error;
      }
    },
  };
}
