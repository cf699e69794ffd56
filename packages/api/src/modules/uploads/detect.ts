import { open } from 'node:fs/promises';
import { formatList, type UploadKind } from '@vrmarket/domain';
import { fileTypeFromFile } from 'file-type';
import { HttpError } from '../../http/errors.ts';

export type DetectedType =
  | { kind: 'image'; mime: 'image/png' | 'image/jpeg'; ext: 'png' | 'jpg' }
  | { kind: 'video'; mime: 'video/mp4' | 'video/quicktime'; ext: 'mp4' | 'mov' }
  | { kind: 'model'; mime: 'model/gltf-binary'; ext: 'glb' }
  | { kind: 'model'; mime: 'model/gltf+json'; ext: 'gltf' };

/** A JSON glTF larger than this is refused: it would have to be parsed whole (binary data belongs in a glb). */
const MAX_GLTF_JSON_BYTES = 16 * 1024 * 1024;

/** 'File format not supported!' with the formats the upload (any media, or the form's kind) takes. */
export const unsupportedFormat = (kind: UploadKind = 'media') =>
  new HttpError(415, 'FILE_FORMAT_NOT_SUPPORTED_WITH_LIST', { formats: formatList(kind) });

/** Whether the file is glTF JSON: an object with `asset.version` (the glTF spec's one required field). */
async function isGltfJson(file: string, bytes: number): Promise<boolean> {
  if (bytes > MAX_GLTF_JSON_BYTES) return false;
  const handle = await open(file);
  try {
    const first = Buffer.alloc(1);
    await handle.read(first, 0, 1, 0);
    if (first.toString() !== '{' && first[0] !== 0xef) return false;
    const json: unknown = JSON.parse((await handle.readFile()).toString('utf8').replace(/^\uFEFF/, ''));
    const asset = (json as { asset?: { version?: unknown } } | null)?.asset;
    return typeof asset?.version === 'string';
  } catch {
    return false;
  } finally {
    await handle.close();
  }
}

/** The upload's type from its bytes (magic numbers; glTF JSON by parsing), never from its name. */
export async function detectType(file: string, bytes: number): Promise<DetectedType> {
  const found = await fileTypeFromFile(file);
  switch (found?.mime) {
    case 'image/png':
      return { kind: 'image', mime: 'image/png', ext: 'png' };
    case 'image/jpeg':
      return { kind: 'image', mime: 'image/jpeg', ext: 'jpg' };
    case 'video/mp4':
      return { kind: 'video', mime: 'video/mp4', ext: 'mp4' };
    case 'video/quicktime':
      return { kind: 'video', mime: 'video/quicktime', ext: 'mov' };
    case 'model/gltf-binary':
      return { kind: 'model', mime: 'model/gltf-binary', ext: 'glb' };
  }
  if (!found && (await isGltfJson(file, bytes)))
    return { kind: 'model', mime: 'model/gltf+json', ext: 'gltf' };
  throw unsupportedFormat();
}
