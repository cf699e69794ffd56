/**
 * Whether a media query of the kind MUI's breakpoints and our header write — `(min-width:900px)`,
 * `(max-width:599.95px)`, joined by `and` — holds at a viewport `width` px wide. Any other feature
 * is taken as not matching.
 */
export function matchesWidth(query: string, width: number): boolean {
  const parts = query
    .replace(/^\s*@media\s*/, '')
    .split(/\s+and\s+/i)
    .map((part) => part.trim());
  return parts.every((part) => {
    const match = /^\(\s*(min|max)-width\s*:\s*([\d.]+)px\s*\)$/i.exec(part);
    if (!match) return false;
    const limit = Number(match[2]);
    return match[1]?.toLowerCase() === 'min' ? width >= limit : width <= limit;
  });
}
