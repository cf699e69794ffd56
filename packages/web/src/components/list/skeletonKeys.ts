/** Stable keys for a row of placeholders (they have no identity of their own). */
export const skeletonKeys = (count: number): string[] =>
  Array.from({ length: count }, (_, index) => `skeleton-${index}`);
