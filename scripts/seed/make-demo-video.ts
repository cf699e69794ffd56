/**
 * Records scripts/seed/assets/demo-avatar.webm: an animated canvas captured by Chromium's
 * MediaRecorder (VP8). Run once by hand when the clip should change; the seed never runs it.
 *   tsx scripts/seed/make-demo-video.ts
 */
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
await page.setContent('<canvas width="320" height="320"></canvas>');
const base64 = await page.evaluate(`(async () => {
  const canvas = document.querySelector('canvas');
  const ctx = canvas.getContext('2d');
  const recorder = new MediaRecorder(canvas.captureStream(24), { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 250000 });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const start = performance.now();
  const colours = ['#7b61ff', '#00c2d1', '#ff6b8b', '#ffd86b', '#4f7bff', '#9be15d'];
  const draw = () => {
    const t = (performance.now() - start) / 1000;
    const gradient = ctx.createLinearGradient(0, 0, 320, 320);
    gradient.addColorStop(0, '#1b1240');
    gradient.addColorStop(0.5, '#3a1f7a');
    gradient.addColorStop(1, '#0b5563');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 320, 320);
    colours.forEach((colour, i) => {
      const angle = t * 1.6 + (i * Math.PI) / 3;
      ctx.fillStyle = colour;
      ctx.beginPath();
      ctx.arc(160 + Math.cos(angle) * 90, 160 + Math.sin(angle) * 90, 26, 0, Math.PI * 2);
      ctx.fill();
    });
    ctx.fillStyle = '#fff';
    ctx.font = 'bold 28px sans-serif';
    ctx.textAlign = 'center';
    ctx.fillText('vrmarket', 160, 170);
    if (recorder.state === 'recording') requestAnimationFrame(draw);
  };
  recorder.start();
  draw();
  await new Promise((resolve) => setTimeout(resolve, 2500));
  recorder.stop();
  await new Promise((resolve) => { recorder.onstop = resolve; });
  const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
})()`);
await writeFile(new URL('./assets/demo-avatar.webm', import.meta.url), Buffer.from(String(base64), 'base64'));
await browser.close();
