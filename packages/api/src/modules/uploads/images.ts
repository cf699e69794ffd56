import sharp from 'sharp';
import { HttpError } from '../../http/errors.ts';
import { unsupportedFormat } from './detect.ts';

/**
 * The most pixels a picture may have (about 8000 × 6000). sharp refuses larger ones from the
 * header, before decoding, so a small file claiming a huge canvas (a pixel flood) costs nothing.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

export type ProcessedImage = { content: Buffer; width: number; height: number };

/**
 * The picture re-encoded in its own format with the metadata dropped (sharp keeps none unless
 * asked: EXIF with its GPS position, XMP, comments); the EXIF orientation is applied first.
 */
export async function processImage(file: string, format: 'png' | 'jpeg'): Promise<ProcessedImage> {
  try {
    const pipeline = sharp(file, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
    const encoded = format === 'png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 90 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { content: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new HttpError(413, 'FILE_TOO_LARGE');
    }
    throw unsupportedFormat();
  }
}
