import { TIMING_MS } from '@vrmarket/domain';
import { ApiError, isErrorEnvelope } from './ApiError.ts';

/** Spec §9: every backend call times out after 30000 ms. */
const REQUEST_TIMEOUT_MS = TIMING_MS.requestTimeout;
export const API_BASE = '/api';

let accessToken: () => string | null = () => null;

/** How a request reaches the api: `fetch` in the browser; in-process when the api renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

/** The api's server render (src/ssr/entry-server.tsx) answers the app's requests in-process. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** The session feature tells the api layer where the current access token is (none until it does). */
export function setAccessTokenSource(source: () => string | null): void {
  accessToken = source;
}

/** A list is sent as repeated params. */
type QueryValue = string | number | boolean | readonly string[] | null | undefined;

export interface ApiRequest extends Omit<RequestInit, 'body'> {
  /** Sent as JSON with the matching content type. */
  json?: unknown;
  /** Sent as is (FormData for uploads). */
  body?: BodyInit;
  query?: Record<string, QueryValue>;
  timeoutMs?: number;
}

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (Array.isArray(value)) for (const entry of value) params.append(key, entry);
    else if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}${text ? `?${text}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return response.json();
  const text = await response.text();
  return text === '' ? undefined : text;
}

/**
 * Calls the api (`/api` on the same origin) with the stored access token and a 30 s timeout.
 * Resolves with the parsed body; rejects with an ApiError (status + the envelope's message).
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { json, body, query, timeoutMs = REQUEST_TIMEOUT_MS, headers, signal, ...init } = request;
  const allHeaders = new Headers(headers);
  allHeaders.set('Accept', 'application/json');
  const token = accessToken();
  if (token && !allHeaders.has('Authorization')) allHeaders.set('Authorization', `Bearer ${token}`);
  if (json !== undefined) allHeaders.set('Content-Type', 'application/json');

  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await transport(apiUrl(path, query), {
      ...init,
      headers: allHeaders,
      body: json !== undefined ? JSON.stringify(json) : body,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    const timedOut = timeout.aborted;
    throw new ApiError(
      0,
      timedOut ? 'The request timed out.' : 'The network is unreachable.',
      timedOut ? 'TIMEOUT' : 'NETWORK',
    );
  }

  const data = await readBody(response).catch(() => undefined);
  if (!response.ok) {
    if (isErrorEnvelope(data)) throw new ApiError(response.status, data.message, data.code);
    throw new ApiError(response.status, typeof data === 'string' && data ? data : response.statusText);
  }
  return data as T;
}
