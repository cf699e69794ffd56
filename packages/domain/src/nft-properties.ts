export interface PropertyEntry {
  key: string;
  /** Arrays are listed item by item. */
  values: string[];
  /** Values starting with https:// are shown as links. */
  isLink: boolean;
}

const asText = (value: unknown): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/** The Data card's entries from the JSON text of components.properties; bad JSON gives none. */
export function parsePropertiesJson(text: string | null | undefined): PropertyEntry[] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return [];
  return Object.entries(parsed as Record<string, unknown>).map(([key, value]) => {
    const values = (Array.isArray(value) ? value : [value]).map(asText);
    return { key, values, isLink: values.length === 1 && values[0]!.startsWith('https://') };
  });
}

export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; href: string };

const LINK = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/** Splits a description into text and http(s) links so the web can render the links clickable. */
export function splitLinks(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    segments.push({ kind: 'link', href: match[0] });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}
