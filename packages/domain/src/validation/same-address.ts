/**
 * Case-insensitive address equality; empty addresses never match. In a module of its own, without
 * zod: the web app's wallet check and card links use it on screens that load no schema.
 */
export function sameAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();
}
