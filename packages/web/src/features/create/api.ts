import type {
  CreateNftAnswer,
  NftPage,
  UploadAnswer,
  UploadKind,
  VerificationDecision,
} from '@vrmarket/domain';
import { type ApiBody, type ApiForm, api, formData, read, sendForm } from '../../api/client.ts';

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

/** Long enough for 50 MB on a slow line (the api allows 120 s to receive a whole upload). */
const UPLOAD_TIMEOUT_MS = 120_000;

/** `POST /api/v1/uploads` (multipart, field `file`); `signal` aborts it (UploadCancelled). */
export async function uploadFile(
  file: File,
  { onProgress, signal, kind }: UploadOptions = {},
): Promise<UploadAnswer> {
  if (signal?.aborted) throw new UploadCancelled('Upload cancelled');
  const body: ApiForm<'/api/v1/uploads', 'post'> = { file };
  try {
    return await read(
      api.POST('/api/v1/uploads', {
        params: { query: { kind } },
        body,
        bodySerializer: formData,
        signal,
        fetch: sendForm({ onProgress, timeoutMs: UPLOAD_TIMEOUT_MS }),
      }),
    );
  } catch (error) {
    throw signal?.aborted ? new UploadCancelled('Upload cancelled') : error;
  }
}

/** What `POST /api/v1/mp/add-nft` takes. */
export type CreateNftBody = ApiBody<'/api/v1/mp/add-nft', 'post'>;

export const createNft = (payload: CreateNftBody): Promise<CreateNftAnswer> =>
  read(api.POST('/api/v1/mp/add-nft', { body: payload }));

export const fetchVerificationQueue = (
  query: { page: number; limit: number },
  signal?: AbortSignal,
): Promise<NftPage> => read(api.GET('/api/v1/mp/verification', { params: { query }, signal }));

export const approveNft = (id: string): Promise<VerificationDecision> =>
  read(api.POST('/api/v1/mp/verification/{id}/approve', { params: { path: { id } }, body: {} }));

export const rejectNft = (id: string, reason: string): Promise<VerificationDecision> =>
  read(api.POST('/api/v1/mp/verification/{id}/reject', { params: { path: { id } }, body: { reason } }));
