import sharp from 'sharp';
import { HttpError } from '../../http/errors.ts';
import { MAX_IMAGE_PIXELS, sharpJobs } from '../media/sharp-limits.ts';
import { unsupportedFormat } from './detect.ts';

export { MAX_IMAGE_PIXELS };

export type ProcessedImage = { content: Buffer; width: number; height: number };

/**
 * The picture re-encoded in its own format with the metadata dropped (sharp keeps none unless
 * asked: EXIF with its GPS position, XMP, comments); the EXIF orientation is applied first.
 */
export async function processImage(file: string, format: 'png' | 'jpeg'): Promise<ProcessedImage> {
  try {
    const pipeline = sharp(file, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
    const encoded = format === 'png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 90 });
    // Uploads wait their turn however long the queue (the client is already sending the file).
    const { data, info } = await sharpJobs.run(() => encoded.toBuffer({ resolveWithObject: true }), {
      queue: 'unbounded',
    });
    return { content: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new HttpError(413, 'FILE_TOO_LARGE');
    }
    throw unsupportedFormat();
  }
}
