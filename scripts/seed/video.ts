import { readFile } from 'node:fs/promises';

/**
 * The demo's video NFT. No video encoder is installed on these machines, so the clip was recorded
 * once in Chromium (MediaRecorder on an animated canvas, `tsx scripts/seed/make-demo-video.ts`) and
 * is checked in: 2.5 s of VP8 WebM, ~50 KB. The seed only copies it.
 */
export const demoVideo = (): Promise<Buffer> =>
  readFile(new URL('./assets/demo-avatar.webm', import.meta.url));

/** The first item of this sub-category shows the video instead of its picture. */
export const VIDEO_SUB_CATEGORY = '2D Avatar';
