import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';

export type ClaimAccess = ReturnType<typeof createClaimAccess>;

/** Who may ask for, read and approve referral claims. */
export function createClaimAccess(db: Db) {
  async function loadUser(userId: number) {
    const [user] = await db
      .select({ id: users.id, wallet: users.publicKey, isAdminMarket: users.isAdminMarket })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new HttpError(401, 'UNAUTHORIZED');
    return user;
  }

  /** The signed-in user whose linked wallet is `address` (else 403). */
  async function requireWalletOwner(address: string, userId: number) {
    const user = await loadUser(userId);
    if (!user.wallet || user.wallet !== address) throw new HttpError(403, 'FORBIDDEN');
    return user;
  }

  async function requireAdmin(userId: number) {
    const user = await loadUser(userId);
    if (!user.isAdminMarket) throw new HttpError(403, 'FORBIDDEN');
    return user;
  }

  return { loadUser, requireWalletOwner, requireAdmin };
}
