import type { MessageKey } from '@vrmarket/domain';
import { HttpError } from '../../http/errors.ts';
import type { MediaService } from '../media/service.ts';

/** Kinds of picture a collection's cover and avatar may be (png, jpg/jpeg). */
const IMAGE_MIMES = new Set(['image/png', 'image/jpeg']);
const MEDIA_PATH = '/api/media/';

/** The media key of a url this api serves (`/api/media/<key>`, optionally under PUBLIC_URL). */
export function mediaKeyOf(url: string, publicUrl: string): string | undefined {
  const path = url.startsWith(`${publicUrl}/`) ? url.slice(publicUrl.length) : url;
  if (!path.startsWith(MEDIA_PATH)) return undefined;
  const key = path.slice(MEDIA_PATH.length);
  return /^[^/?#]+$/.test(key) ? key : undefined;
}

/**
 * Checks that a cover or avatar url names an uploaded png/jpeg of this api and gives the path it is
 * stored under; a url of elsewhere or of another kind of file is the spec's format message.
 */
export function createImageUrlCheck({ media, publicUrl }: { media: MediaService; publicUrl: string }) {
  return async (url: string, missingKey: MessageKey): Promise<string> => {
    const key = mediaKeyOf(url.trim(), publicUrl);
    if (!key) throw new HttpError(400, 'IMAGE_FORMAT_NOT_SUPPORTED');
    const file = await media.find(key);
    if (!file) throw new HttpError(400, missingKey);
    if (!IMAGE_MIMES.has(file.mime)) throw new HttpError(400, 'IMAGE_FORMAT_NOT_SUPPORTED');
    return `${MEDIA_PATH}${key}`;
  };
}
