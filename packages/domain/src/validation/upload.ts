import { z } from 'zod';
import { UPLOAD } from '../constants.ts';
import { english, type Translate } from '../messages.ts';
import { addProblem, type Problem } from './issue.ts';

/** What the rules need of a browser File or an api multipart part. */
export interface FileLike {
  name: string;
  size: number;
  type?: string;
}

export const UPLOAD_FORMATS = {
  image: ['png', 'jpg', 'jpeg'],
  video: ['mp4', 'mov'],
  model: ['glb', 'gltf'],
  digitalHuman: ['png', 'jpeg', 'jpg', 'glb', 'gltf'],
  /** The general create-NFT media field. */
  media: ['png', 'jpeg', 'jpg', 'mov', 'mp4', 'glb', 'gltf'],
} as const;
export type UploadKind = keyof typeof UPLOAD_FORMATS;
export const UPLOAD_KINDS = Object.keys(UPLOAD_FORMATS) as [UploadKind, ...UploadKind[]];

/** The media types the api finds from a file's bytes, per format (a glTF is served as glb). */
const FORMAT_MEDIA_TYPES: Record<string, readonly string[]> = {
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  mp4: ['video/mp4'],
  mov: ['video/quicktime'],
  glb: ['model/gltf-binary'],
  gltf: ['model/gltf+json', 'model/gltf-binary'],
};

/** Whether a file of this media type (found from its bytes, never its name) fits an upload kind. */
export const fitsUploadKind = (kind: UploadKind, mediaType: string): boolean =>
  UPLOAD_FORMATS[kind].some((format) => FORMAT_MEDIA_TYPES[format]?.includes(mediaType) ?? false);

/** The formats of a kind as the 'File format not supported!' message lists them ('.glb, .gltf'). */
export const formatList = (kind: UploadKind): string =>
  UPLOAD_FORMATS[kind].map((ext) => `.${ext}`).join(', ');

export function isFileLike(value: unknown): value is FileLike {
  if (typeof value !== 'object' || value === null) return false;
  const { name, size } = value as Partial<FileLike>;
  return typeof name === 'string' && typeof size === 'number';
}

/** Lower-cased extension after the last dot, or '' when there is none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The `accept` attribute for an upload kind ('.png,.jpg,.jpeg'). */
export const acceptAttribute = (kind: UploadKind): string =>
  UPLOAD_FORMATS[kind].map((ext) => `.${ext}`).join(',');

export function hasFormat(file: FileLike, formats: readonly string[]): boolean {
  return formats.includes(fileExtension(file.name));
}

/** The first upload rule a file breaks: missing or empty, wrong format, over 50 MB. */
export function uploadProblem(file: FileLike | null | undefined, kind: UploadKind): Problem | null {
  if (!file || file.size <= 0) return { key: 'EMPTY_FILE' };
  if (!hasFormat(file, UPLOAD_FORMATS[kind])) return { key: 'FILE_FORMAT_NOT_SUPPORTED' };
  if (file.size > UPLOAD.maxBytes) return { key: 'FILE_TOO_LARGE' };
  return null;
}

/** A required file field of the given kind. The value is kept as given (a File stays a File). */
export function makeFileSchema(kind: UploadKind, t: Translate = english) {
  return z.custom<FileLike>().superRefine((value, ctx) => {
    const problem = uploadProblem(isFileLike(value) ? value : null, kind);
    if (problem) addProblem(ctx, problem, t);
  });
}
