/** A standard email pattern: local part, '@', a domain with at least one dot and a 2+ letter TLD. */
const EMAIL =
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export const isValidEmail = (value: string | null | undefined): boolean => EMAIL.test((value ?? '').trim());
