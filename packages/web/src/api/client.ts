import { TIMING_MS } from '@vrmarket/domain';
import createClient from 'openapi-fetch';
import { ApiError, isErrorEnvelope } from './ApiError.ts';
import type { paths } from './schema.gen.ts';

/** Every backend call times out after 30000 ms (R-API-1, R-CONST-1). */
const REQUEST_TIMEOUT_MS = TIMING_MS.requestTimeout;

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

/** A list is sent as repeated params; empty values are left out. */
type QueryValue = string | number | boolean | readonly string[] | null | undefined;

export function queryString(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const entry of value) params.append(key, entry);
    else if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/**
 * What openapi-fetch builds for a call, kept as written: a relative url (which the server render
 * answers in-process, where a platform Request would need an origin) and its init.
 */
class ApiCall {
  readonly method: string;
  constructor(
    readonly url: string,
    readonly init: RequestInit,
  ) {
    this.method = init.method ?? 'GET';
  }
}

/** Sends `call` through `via` with the access token and a timeout; a failure to connect is an ApiError. */
async function send(call: ApiCall, via: ApiTransport, timeoutMs: number): Promise<Response> {
  const { signal, ...init } = call.init;
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  const token = accessToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    return await via(call.url, {
      ...init,
      headers,
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
}

/**
 * The `fetch` of a call that goes another way or waits longer than the usual 30 s:
 * `api.POST(path, { …, fetch: sendVia(transport, ms) })`.
 */
export function sendVia(via: ApiTransport | null, timeoutMs: number = REQUEST_TIMEOUT_MS) {
  return (call: Request) => send(call as unknown as ApiCall, via ?? transport, timeoutMs);
}

/** A query or path value the api reads from text: the web may hand it a number, sent as its digits. */
type Text<T> = T extends string
  ? string extends T
    ? string | number
    : T
  : T extends readonly (infer E)[]
    ? readonly Text<E>[]
    : T;
type TextFields<T> = T extends object ? { [K in keyof T]: Text<T[K]> } : T;
type WebParameters<P> = { [K in keyof P]: K extends 'query' | 'path' ? TextFields<P[K]> : P[K] };
type WebOperation<O> = O extends { parameters: infer P }
  ? Omit<O, 'parameters'> & { parameters: WebParameters<P> }
  : O;
/** The api's paths as the web calls them. */
export type ApiPaths = { [Path in keyof paths]: { [M in keyof paths[Path]]: WebOperation<paths[Path][M]> } };

/** An api url the browser opens itself (a navigation, an EventSource), checked against the api's document. */
export function apiHref(path: keyof paths, query: Record<string, QueryValue> = {}): string {
  const text = queryString(query);
  return text ? `${path}?${text}` : path;
}

/** Sends the call's form by XMLHttpRequest: only it reports upload progress in every browser. */
function sendByXhr(onProgress: (fraction: number) => void): ApiTransport {
  return (url, init) =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'POST', url);
      for (const [name, value] of new Headers(init.headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      };
      xhr.onload = () =>
        resolve(
          new Response(xhr.status === 204 ? null : xhr.responseText, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: { 'content-type': xhr.getResponseHeader('content-type') ?? 'text/plain' },
          }),
        );
      xhr.onerror = () => reject(new TypeError('The network is unreachable.'));
      xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
      if (init.signal?.aborted) return xhr.onabort(new ProgressEvent('abort'));
      init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(init.body as XMLHttpRequestBodyInit | null);
    });
}

/**
 * The `fetch` of a multipart call that waits longer than the usual 30 s or reports progress:
 * `api.POST(path, { body, bodySerializer: formData, fetch: sendForm({ onProgress, timeoutMs }) })`.
 */
export function sendForm({
  onProgress,
  timeoutMs,
}: {
  onProgress?: (fraction: number) => void;
  timeoutMs?: number;
} = {}) {
  return sendVia(onProgress ? sendByXhr(onProgress) : null, timeoutMs);
}

type FormValue = string | number | Blob;

/**
 * A multipart body as FormData (the `bodySerializer` of a multipart call): a list is its field
 * repeated, a File keeps its name, a missing value is left out.
 */
export function formData(body: Record<string, FormValue | readonly FormValue[] | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    for (const entry of Array.isArray(value) ? value : [value]) {
      if (entry instanceof Blob) form.append(name, entry);
      else if (entry !== undefined) form.append(name, String(entry));
    }
  }
  return form;
}

/** The multipart body an operation takes, as its OpenAPI document describes it (files are Blobs). */
export type ApiForm<
  Path extends keyof paths,
  Method extends keyof paths[Path],
> = paths[Path][Method] extends {
  requestBody?: { content: { 'multipart/form-data': infer Body } };
}
  ? NonNullable<Body>
  : never;

/** The JSON body an operation takes, as its OpenAPI document describes it. */
export type ApiBody<
  Path extends keyof paths,
  Method extends keyof paths[Path],
> = paths[Path][Method] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? NonNullable<Body>
  : never;

/**
 * The api, typed by its own OpenAPI document (`schema.gen.ts`, generated by `npm run api:types`):
 * `api.GET('/api/v1/…', { params: { path, query }, body, signal })`. Pass the answer to `read`.
 */
export const api = createClient<ApiPaths>({
  // Why the cast: openapi-fetch constructs `new Request(url, init)`; ApiCall is the part it uses.
  Request: ApiCall as unknown as typeof Request,
  fetch: (call) => send(call as unknown as ApiCall, transport, REQUEST_TIMEOUT_MS),
  querySerializer: (query) => queryString(query as Record<string, QueryValue>),
});

type Answer<T> = { data?: T; error?: unknown; response: Response };

/**
 * The body of a successful answer; otherwise an ApiError with the status and the envelope's message.
 * `read(api.GET(…))` is how every call of the web ends.
 */
export async function read<T>(answer: Promise<Answer<T>>): Promise<T> {
  const { data, error, response } = await answer;
  if (response.ok) return data as T;
  if (isErrorEnvelope(error)) throw new ApiError(response.status, error.message, error.code);
  throw new ApiError(response.status, typeof error === 'string' && error ? error : response.statusText);
}
