/**
 * What the api sends PostgreSQL and the client for one request, caught from an api built in this
 * process (lib/harness.ts's benchApi) while it answers `app.inject`: every statement it sent
 * through pg, in order, and the uncompressed answer. The browse bench's floor replays them;
 * the database benches print their EXPLAIN ANALYZE.
 */
import pg from 'pg';

/** A statement as pg was asked to run it; values as pg would send them (text), JSON-safe. */
export type Statement = { text: string; values: (string | null)[]; name?: string; rowMode?: 'array' };
export type Capture = {
  path: string;
  status: number;
  contentType: string;
  /** The answer's JSON, as the api serialised it (compressed on the way out, not here). */
  body: string;
  statements: Statement[];
};

/** pg sends every value as text: this is that text, so the statement can be replayed elsewhere. */
const asText = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return arrayLiteral(value);
  if (typeof value === 'object' && !Buffer.isBuffer(value)) return JSON.stringify(value);
  return String(value);
};
/** A one-dimensional PostgreSQL array literal, as pg writes a JavaScript array. */
const arrayLiteral = (values: unknown[]): string =>
  `{${values.map((v) => (v === null || v === undefined ? 'NULL' : `"${String(v).replace(/(["\\])/g, '\\$1')}"`)).join(',')}}`;

type Query = (...args: unknown[]) => unknown;

/**
 * Answers `path` (with `headers`) through `inject` and returns what it sent: the statements caught
 * on pg.Client.prototype.query (a pool's statements pass there too) for the duration of the one
 * request, so nothing else may run meanwhile.
 */
export async function captureAnswer(
  app: {
    inject(options: object): Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>;
  },
  path: string,
  headers: Record<string, string> = {},
): Promise<Capture> {
  const statements: Statement[] = [];
  const prototype = pg.Client.prototype as unknown as { query: Query };
  const original = prototype.query;
  prototype.query = function (this: unknown, first: unknown, ...rest: unknown[]) {
    if (typeof first === 'string') {
      statements.push({ text: first, values: ((rest[0] as unknown[]) ?? []).map(asText) });
    } else if (first && typeof first === 'object' && 'text' in first) {
      // Drizzle sends { text, types, rowMode } with the values as the second argument.
      const config = first as { text: string; values?: unknown[]; name?: string; rowMode?: string };
      statements.push({
        text: config.text,
        values: (config.values ?? (rest[0] as unknown[]) ?? []).map(asText),
        ...(config.name ? { name: config.name } : {}),
        ...(config.rowMode === 'array' ? { rowMode: 'array' as const } : {}),
      });
    }
    return original.call(this, first, ...rest);
  };
  try {
    // Uncompressed: the JSON itself (the floor compresses it as the api does).
    const answer = await app.inject({ method: 'GET', url: path, headers });
    return {
      path,
      status: answer.statusCode,
      contentType: String(answer.headers['content-type'] ?? 'application/json; charset=utf-8'),
      body: answer.body,
      statements,
    };
  } finally {
    prototype.query = original;
  }
}
