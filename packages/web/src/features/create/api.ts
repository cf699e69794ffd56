import type {
  CreateNftAnswer,
  CreateNftPayload,
  NftPage,
  UploadAnswer,
  UploadKind,
  VerificationDecision,
} from '@vrmarket/domain';
import { ApiError, isErrorEnvelope } from '../../api/ApiError.ts';
import { apiFetch, apiUrl } from '../../api/client.ts';
import { getAccessToken } from '../session/sessionStore.ts';

export interface UploadOptions {
  /** Share of the bytes sent, 0..1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** What the form takes (the model form: glb and glTF only); the api refuses other files before storing them. */
  kind?: UploadKind;
}

/** Thrown when the user cancelled the upload (not an error to show). */
export class UploadCancelled extends Error {
  override readonly name = 'UploadCancelled';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * `POST /api/v1/uploads` (multipart, field `file`). XMLHttpRequest rather than fetch: only it
 * reports upload progress in every browser; `signal` aborts the request.
 */
export function uploadFile(
  file: File,
  { onProgress, signal, kind }: UploadOptions = {},
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('/v1/uploads', kind ? { kind } : undefined));
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as UploadAnswer);
      if (isErrorEnvelope(data)) return reject(new ApiError(xhr.status, data.message, data.code));
      reject(new ApiError(xhr.status, xhr.statusText || 'Upload failed'));
    };
    xhr.onerror = () => reject(new ApiError(0, 'The network is unreachable.', 'NETWORK'));
    xhr.onabort = () => reject(new UploadCancelled('Upload cancelled'));
    if (signal?.aborted) return reject(new UploadCancelled('Upload cancelled'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

export const createNft = (payload: CreateNftPayload) =>
  apiFetch<CreateNftAnswer>('/v1/mp/add-nft', { method: 'POST', json: payload });

export const fetchVerificationQueue = (query: { page: number; limit: number }, signal?: AbortSignal) =>
  apiFetch<NftPage>('/v1/mp/verification', { query, signal });

export const approveNft = (id: string) =>
  apiFetch<VerificationDecision>(`/v1/mp/verification/${encodeURIComponent(id)}/approve`, { method: 'POST' });

export const rejectNft = (id: string, reason: string) =>
  apiFetch<VerificationDecision>(`/v1/mp/verification/${encodeURIComponent(id)}/reject`, {
    method: 'POST',
    json: { reason },
  });
