import { demoUserKeys, demoUsers as demoWallets } from '@vrmarket/contracts';
import { demoUsers as identities } from '@vrmarket/idp';
import type { Hex, PrivateKeyAccount } from 'viem';

export interface DemoAccount {
  sub: string;
  username: string;
  fullname: string;
  email: string;
  role: string;
  wallet?: PrivateKeyAccount;
  /** The wallet's private key: public anvil dev keys, printed by `npm start` for import. */
  walletKey?: Hex;
  isPro: boolean;
  proType: number;
  isAdminMarket: boolean;
  socials: Record<string, string | boolean>;
}

/** Marketplace roles of the dev identities: pro1..pro4 are pro of that type, admin is the market admin. */
function rolesOf(username: string) {
  const pro = /^pro([1-4])$/.exec(username);
  return {
    isPro: pro !== null,
    proType: pro ? Number(pro[1]) : 1,
    isAdminMarket: username === 'admin',
  };
}

/** Every identity gets the next demo wallet, except 'nowallet' and 'guest', who have none. */
const WALLETLESS = new Set(['nowallet', 'guest']);

export const demoAccounts: DemoAccount[] = (() => {
  let walletIndex = 0;
  return identities.map((identity) => {
    const index = WALLETLESS.has(identity.username) ? undefined : walletIndex++;
    return {
      sub: identity.sub,
      username: identity.username,
      fullname: identity.fullName,
      email: identity.email,
      role: identity.role,
      wallet: index === undefined ? undefined : demoWallets[index],
      walletKey: index === undefined ? undefined : demoUserKeys[index],
      ...rolesOf(identity.username),
      socials: { ...identity.socials },
    };
  });
})();

/** Accounts with a wallet that the seed deals no NFTs (the last wallet, so the others keep theirs). */
const EMPTY_HANDED = new Set(['landless']);

/** The wallets the seed's NFTs are dealt out to. */
export const walletOwners = demoAccounts.filter(
  (account) => account.wallet && !EMPTY_HANDED.has(account.username),
);
