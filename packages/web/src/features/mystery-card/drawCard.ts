import { padTokenId } from '@vrmarket/domain';

/** The card's size in CSS pixels (a playing card's 5:7); drawn at twice that for sharp edges. */
export const CARD_WIDTH = 360;
export const CARD_HEIGHT = 504;
export const CARD_SCALE = 2;

const FONT = "'Plus Jakarta Sans Variable', 'Plus Jakarta Sans', system-ui, sans-serif";

function roundedRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/**
 * Draws the mystery card of one account on `canvas`: a holographic frame, the question mark, the
 * owner's name and serial. What is drawn is what the claim captures (`canvas.toDataURL`).
 */
export function drawMysteryCard(
  canvas: HTMLCanvasElement,
  owner: { username: string; id: number | string },
): void {
  canvas.width = CARD_WIDTH * CARD_SCALE;
  canvas.height = CARD_HEIGHT * CARD_SCALE;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.scale(CARD_SCALE, CARD_SCALE);
  const w = CARD_WIDTH;
  const h = CARD_HEIGHT;

  // Holographic frame.
  const frame = ctx.createLinearGradient(0, 0, w, h);
  frame.addColorStop(0, '#7c5cff');
  frame.addColorStop(0.35, '#22d3ee');
  frame.addColorStop(0.65, '#f472b6');
  frame.addColorStop(1, '#facc15');
  roundedRect(ctx, 0, 0, w, h, 24);
  ctx.fillStyle = frame;
  ctx.fill();

  // Face.
  const face = ctx.createLinearGradient(0, 0, 0, h);
  face.addColorStop(0, '#1e1b4b');
  face.addColorStop(1, '#0b1026');
  roundedRect(ctx, 10, 10, w - 20, h - 20, 18);
  ctx.fillStyle = face;
  ctx.fill();
  ctx.save();
  ctx.clip();
  // Sheen stripes.
  ctx.globalAlpha = 0.08;
  ctx.fillStyle = '#ffffff';
  for (let x = -h; x < w; x += 36) {
    ctx.beginPath();
    ctx.moveTo(x, h);
    ctx.lineTo(x + h, 0);
    ctx.lineTo(x + h + 14, 0);
    ctx.lineTo(x + 14, h);
    ctx.closePath();
    ctx.fill();
  }
  ctx.globalAlpha = 1;
  // Glow behind the mark.
  const glow = ctx.createRadialGradient(w / 2, h * 0.46, 10, w / 2, h * 0.46, 150);
  glow.addColorStop(0, 'rgba(124, 92, 255, 0.75)');
  glow.addColorStop(1, 'rgba(124, 92, 255, 0)');
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, w, h);
  ctx.restore();

  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#e0e7ff';
  ctx.font = `800 22px ${FONT}`;
  ctx.fillText('MYSTERY CARD', w / 2, 54);
  ctx.font = `600 13px ${FONT}`;
  ctx.fillStyle = 'rgba(224, 231, 255, 0.7)';
  ctx.fillText('vrmarket', w / 2, 80);

  ctx.font = `800 200px ${FONT}`;
  ctx.fillStyle = frame;
  ctx.shadowColor = 'rgba(34, 211, 238, 0.6)';
  ctx.shadowBlur = 24;
  ctx.fillText('?', w / 2, h * 0.47);
  ctx.shadowBlur = 0;

  ctx.fillStyle = '#ffffff';
  ctx.font = `700 20px ${FONT}`;
  const name = owner.username.length > 22 ? `${owner.username.slice(0, 21)}…` : owner.username;
  ctx.fillText(name, w / 2, h - 82);
  ctx.font = `600 14px ${FONT}`;
  ctx.fillStyle = 'rgba(224, 231, 255, 0.7)';
  ctx.fillText(`#${padTokenId(owner.id)}`, w / 2, h - 54);
}

/** The card as the PNG data URL the claim sends. */
export const captureCard = (canvas: HTMLCanvasElement): string => canvas.toDataURL('image/png');
