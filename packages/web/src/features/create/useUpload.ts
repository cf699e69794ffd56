import type { UploadAnswer, UploadKind } from '@vrmarket/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { UploadCancelled, uploadFile } from './api.ts';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; file: File; progress: number }
  | { status: 'done'; file: File; answer: UploadAnswer }
  | { status: 'error'; file: File; error: unknown };

/**
 * One file's trip to `POST /api/v1/uploads`: progress (0..1) while it goes, cancel aborts the
 * request, a newer start supersedes the older one. The request is aborted on unmount too.
 * `kind` is what the form takes: the api refuses a file of another type (found from its bytes).
 */
export function useUpload(kind?: UploadKind) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (file: File): Promise<UploadAnswer | null> => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      setState({ status: 'uploading', file, progress: 0 });
      try {
        const answer = await uploadFile(file, {
          kind,
          signal: own.signal,
          onProgress: (progress) => {
            if (controller.current === own) setState({ status: 'uploading', file, progress });
          },
        });
        if (controller.current === own) setState({ status: 'done', file, answer });
        return answer;
      } catch (error) {
        if (controller.current !== own) return null;
        setState(error instanceof UploadCancelled ? { status: 'idle' } : { status: 'error', file, error });
        return null;
      }
    },
    [kind],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ status: 'idle' });
  }, []);

  /** An upload made elsewhere (the avatar maker's glb). */
  const accept = useCallback((file: File, answer: UploadAnswer) => {
    controller.current?.abort();
    controller.current = null;
    setState({ status: 'done', file, answer });
  }, []);

  return { state, start, cancel, reset, accept };
}
