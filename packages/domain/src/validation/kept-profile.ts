import type { Profile } from '../api-shapes/user.ts';

const isInteger = (value: unknown): value is number => Number.isInteger(value);
const isStringOrNull = (value: unknown) => value === null || typeof value === 'string';

/**
 * Whether a profile kept in the browser (localStorage) still has `profileShape`'s shape. Without
 * zod: the header and the Buy button check the kept copy on the first screen, which loads no schema.
 */
export function isKeptProfile(value: unknown): value is Profile {
  if (typeof value !== 'object' || value === null) return false;
  const profile = value as Record<string, unknown>;
  return (
    isInteger(profile.id) &&
    typeof profile.username === 'string' &&
    typeof profile.fullname === 'string' &&
    isStringOrNull(profile.avatar) &&
    isStringOrNull(profile.publicKey) &&
    typeof profile.isPro === 'boolean' &&
    isInteger(profile.proType) &&
    profile.proType >= 1 &&
    profile.proType <= 4 &&
    typeof profile.is_admin_market === 'boolean' &&
    typeof profile.is_whitelist_market === 'boolean' &&
    typeof profile.properties === 'object' &&
    profile.properties !== null &&
    !Array.isArray(profile.properties)
  );
}
