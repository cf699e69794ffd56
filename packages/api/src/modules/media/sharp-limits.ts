import sharp from 'sharp';
import { BusyError, createJobLimiter } from '../../job-limiter.ts';

/**
 * What the api lets sharp (libvips) take of the machine. Without limits every request that resizes
 * a picture starts a job with one libvips thread per core, and a picture's canvas size is read
 * from its own header: a burst of first views, or one small file claiming a huge canvas, could
 * take every core and gigabytes of memory.
 *
 * - at most SHARP_JOBS pictures are processed at once in this process; others wait their turn,
 *   and beyond SHARP_MAX_WAITING waiting ones a resize of a thumbnail or card is refused (the
 *   caller then serves the original);
 * - each job uses at most SHARP_THREADS libvips threads;
 * - every input is refused above MAX_IMAGE_PIXELS (from its header, before decoding).
 */
export const SHARP_JOBS = 2;
/**
 * The most pixels a picture may have (about 8000 × 6000). sharp refuses larger ones from the
 * header, before decoding, so a small file claiming a huge canvas (a pixel flood) costs nothing.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const SHARP_THREADS = 2;
export const SHARP_MAX_WAITING = 50;
export const SHARP_INPUT_LIMITS = { limitInputPixels: MAX_IMAGE_PIXELS } as const;

sharp.concurrency(SHARP_THREADS);

export class SharpBusyError extends BusyError {
  override name = 'SharpBusyError';
}

/** The process's one sharp queue: thumbnails, link cards, uploaded pictures and model textures. */
export const sharpJobs = createJobLimiter(
  SHARP_JOBS,
  SHARP_MAX_WAITING,
  () => new SharpBusyError('too many pictures waiting to be processed'),
);
