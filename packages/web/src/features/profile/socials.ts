/** The profile's social links and counts, read leniently from `properties` (spec "User profile"). */
export type SocialName = 'discord' | 'telegram' | 'twitter' | 'facebook';

export interface ProfileSocial {
  name: SocialName;
  url: string;
  /** facebook has no verified flag in the spec: undefined. */
  verified: boolean | undefined;
}

const SOCIALS: SocialName[] = ['discord', 'telegram', 'twitter', 'facebook'];

const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Only http(s) links are shown, so a stored `javascript:` value can never become a link. */
export function socialsOf(properties: Record<string, unknown>): ProfileSocial[] {
  return SOCIALS.flatMap((name) => {
    const url = properties[name];
    if (!isHttpUrl(url)) return [];
    const flag = properties[`verify_${name}`];
    return [{ name, url, verified: typeof flag === 'boolean' ? flag : undefined }];
  });
}

/** `details` is JSON text (or an object) with followers_count and following_count. */
export function followCounts(properties: Record<string, unknown>): { followers: number; following: number } {
  let details: unknown = properties.details;
  if (typeof details === 'string') {
    try {
      details = JSON.parse(details);
    } catch {
      details = {};
    }
  }
  const read = (key: string) => {
    const value = Number((details as Record<string, unknown> | null)?.[key]);
    return Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;
  };
  return { followers: read('followers_count'), following: read('following_count') };
}
