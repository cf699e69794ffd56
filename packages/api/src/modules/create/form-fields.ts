import type { Multipart } from '@fastify/multipart';
import { UPLOAD } from '@vrmarket/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { isFileField, type MultipartForm } from '../../http/multipart-form.ts';
import type { UploadService } from '../uploads/service.ts';

/** nftData fields that may come as files in the multipart form; each goes through the upload pipeline. */
const FILE_FIELDS = ['file_upload', 'model_file', 'avatar', 'cover', 'number_plate_image', 'land_texture'];

/**
 * The multipart create form: the JSON payload's values under bracket keys, and its media fields as
 * files (`nftData[file_upload]`, or the bare `file_upload`), each stored in place of its URL.
 */
export const createForm: MultipartForm = {
  namedByRule:
    'a value of the JSON payload (CreateNftPayload) under its bracket key: `moralisData[category][categoryId]`, ' +
    '`nftData[title]`, `nftData[properties][0][label]`, `moralisData[isShow]` (true/false)',
  files: Object.fromEntries(
    FILE_FIELDS.flatMap((field) => [
      [`nftData[${field}]`, { description: `stored, its URL becomes nftData.${field}` }],
      [field, { description: `as nftData[${field}]` }],
    ]),
  ),
};
const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

type Tree = { [key: string]: Tree | Tree[] | string | boolean };

/** `moralisData[category][categoryId]` → ['moralisData', 'category', 'categoryId']. */
export function keyPath(name: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match) throw new HttpError(400, 'VALIDATION_FAILED');
  const rest = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '');
  const path = [match[1]!, ...rest];
  if (path.some((key) => UNSAFE_KEYS.has(key) || key === '')) throw new HttpError(400, 'VALIDATION_FAILED');
  return path;
}

/** Sets a value at a bracket path; numeric keys make arrays (`properties[0][label]`). */
export function setPath(tree: Tree, path: string[], value: string | boolean): void {
  let node: Tree | Tree[] = tree;
  path.forEach((key, index) => {
    const last = index === path.length - 1;
    const holder = node as Record<string, unknown>;
    if (last) {
      holder[key] = value;
      return;
    }
    if (holder[key] === undefined) holder[key] = /^\d+$/.test(path[index + 1]!) ? [] : {};
    const next = holder[key];
    if (typeof next !== 'object' || next === null) throw new HttpError(400, 'VALIDATION_FAILED');
    node = next as Tree;
  });
}

/** Text values of the form as the JSON payload would carry them ('true'/'false' for isShow). */
const fieldValue = (path: string[], text: string): string | boolean =>
  path.at(-1) === 'isShow' ? text === 'true' || text === '1' : text;

/**
 * The create payload of a multipart form (the spec's `moralisData[components][field]` keys), its
 * files stored by the upload pipeline and replaced by their URLs; the keys stored for the first
 * time are added to `newlyStored`, so a refused form can remove them.
 */
export async function formPayload(
  request: FastifyRequest,
  uploads: Pick<UploadService, 'upload'>,
  newlyStored: string[],
): Promise<Tree> {
  const tree: Tree = {};
  const parts = request.parts({ limits: { files: FILE_FIELDS.length, fileSize: UPLOAD.maxBytes } });
  for await (const part of parts as AsyncIterable<Multipart>) {
    const path = keyPath(part.fieldname);
    if (part.type === 'file') {
      if (!isFileField(createForm, part.fieldname)) {
        part.file.resume();
        throw new HttpError(400, 'VALIDATION_FAILED');
      }
      const field = path.at(-1)!;
      const stored = await uploads.upload(part.file, newlyStored, {
        uploader: request.user ? { userId: request.user.id } : undefined,
      });
      setPath(tree, ['nftData', field], stored.url);
    } else {
      setPath(tree, path, fieldValue(path, String(part.value)));
    }
  }
  return tree;
}
