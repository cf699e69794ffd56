/**
 * Seeded identities of the development identity provider.
 *
 * DEV ONLY: every account shares the password below. Pro flags, admin flags and wallets are
 * marketplace data and live in the marketplace database, not here; the comments only say which
 * role the seed gives each identity there.
 */
export const DEMO_PASSWORD = 'vrmarket';

export interface SocialLinks {
  discord: string;
  telegram: string;
  twitter: string;
  facebook: string;
  verify_telegram: boolean;
  verify_discord: boolean;
  verify_twitter: boolean;
}

export interface DemoUser {
  /** Stable OpenID subject; never reused. */
  sub: string;
  username: string;
  fullName: string;
  email: string;
  password: string;
  /** What the marketplace seed makes of this identity (documentation only). */
  role: string;
  socials: SocialLinks;
}

function socials(
  handle: string,
  verified: { telegram: boolean; discord: boolean; twitter: boolean },
): SocialLinks {
  return {
    discord: `https://discord.com/users/${handle}`,
    telegram: `https://t.me/${handle}`,
    twitter: `https://twitter.com/${handle}`,
    facebook: `https://facebook.com/${handle}`,
    verify_telegram: verified.telegram,
    verify_discord: verified.discord,
    verify_twitter: verified.twitter,
  };
}

const allVerified = { telegram: true, discord: true, twitter: true };
const noneVerified = { telegram: false, discord: false, twitter: false };

function user(
  sub: string,
  username: string,
  fullName: string,
  role: string,
  verified = allVerified,
): DemoUser {
  return {
    sub,
    username,
    fullName,
    email: `${username}@vrmarket.test`,
    password: DEMO_PASSWORD,
    role,
    socials: socials(`${username}_vrm`, verified),
  };
}

export const demoUsers: readonly DemoUser[] = [
  user('1001', 'alice', 'Alice Nguyen', 'ordinary user'),
  // bob's links are only partly verified, so the mystery-card claim shows 'Verify now!'.
  user('1002', 'bob', 'Bob Tran', 'ordinary user, second trader', {
    telegram: true,
    discord: false,
    twitter: false,
  }),
  user('1003', 'pro1', 'Pham Minh Pro', 'pro user, proType 1'),
  user('1004', 'pro2', 'Le Thu Pro', 'pro user, proType 2'),
  user('1005', 'pro3', 'Hoang Anh Pro', 'pro user, proType 3'),
  user('1006', 'pro4', 'Vo Lan Pro', 'pro user, proType 4'),
  user('1007', 'admin', 'Marketplace Admin', 'marketplace admin'),
  user('1008', 'nowallet', 'Nora Walletless', 'user without a wallet', noneVerified),
  // A second wallet-less account, so scenarios that link a wallet and scenarios that need none
  // never share one.
  user('1009', 'guest', 'Gia Guest', 'user without a wallet', noneVerified),
  // A wallet that owns nothing (the seed deals it no NFTs): the free-home claim's HAVE_NO_LAND.
  user('1010', 'landless', 'Lam Landless', 'user with a wallet and no NFTs'),
];

export function findUserBySub(sub: string): DemoUser | undefined {
  return demoUsers.find((u) => u.sub === sub);
}

/** Returns the user when the credentials match; usernames are case-insensitive. */
export function authenticate(username: string, password: string): DemoUser | undefined {
  const wanted = username.trim().toLowerCase();
  const found = demoUsers.find((u) => u.username === wanted);
  return found && found.password === password ? found : undefined;
}

export function avatarPath(username: string): string {
  return `/avatars/${username}.png`;
}
