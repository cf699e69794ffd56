import { formatArea } from '@vrmarket/domain';

export type LandOnMap = {
  id: string;
  landName?: string;
  countryName?: string;
  cityName?: string;
  projectName?: string;
  address?: string;
  landArea?: number;
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A small deterministic generator, so a land always gets the same neighbourhood. */
function seeded(text: string) {
  let state = 2166136261;
  for (const char of text) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const WIDTH = 800;
const HEIGHT = 400;
const BLOCK = 92;
const ROAD = 18;

/**
 * The planning grid: roads with centre lines between blocks, each block split into plots (a few
 * are parks); the plot at the centre is the land's, highlighted with a pin.
 */
function planSvg(land: LandOnMap): string {
  const random = seeded(land.id);
  const pitch = BLOCK + ROAD;
  const offsetX = WIDTH / 2 - pitch * 3 - ROAD / 2 - BLOCK / 4;
  const offsetY = HEIGHT / 2 - pitch * 2 - ROAD / 2 - BLOCK / 4;
  const shapes: string[] = [];
  for (let col = -1; col <= Math.ceil(WIDTH / pitch) + 1; col++) {
    const x = offsetX + col * pitch - ROAD / 2;
    shapes.push(
      `<line x1="${x}" y1="0" x2="${x}" y2="${HEIGHT}" stroke="#fff" stroke-width="1.5" stroke-dasharray="8 8"/>`,
    );
  }
  for (let row = -1; row <= Math.ceil(HEIGHT / pitch) + 1; row++) {
    const y = offsetY + row * pitch - ROAD / 2;
    shapes.push(
      `<line x1="0" y1="${y}" x2="${WIDTH}" y2="${y}" stroke="#fff" stroke-width="1.5" stroke-dasharray="8 8"/>`,
    );
  }
  const plot = BLOCK / 2;
  let parcel = '';
  for (let col = -1; col <= Math.ceil(WIDTH / pitch); col++) {
    for (let row = -1; row <= Math.ceil(HEIGHT / pitch); row++) {
      const x = offsetX + col * pitch;
      const y = offsetY + row * pitch;
      const holdsLand = x <= WIDTH / 2 && WIDTH / 2 < x + BLOCK && y <= HEIGHT / 2 && HEIGHT / 2 < y + BLOCK;
      if (random() < 0.12 && !holdsLand) {
        shapes.push(`<rect x="${x}" y="${y}" width="${BLOCK}" height="${BLOCK}" rx="6" fill="#c9e8c4"/>`);
        continue;
      }
      for (let i = 0; i < 2; i++) {
        for (let j = 0; j < 2; j++) {
          const px = x + i * plot;
          const py = y + j * plot;
          const isLand =
            px <= WIDTH / 2 && WIDTH / 2 < px + plot && py <= HEIGHT / 2 && HEIGHT / 2 < py + plot;
          if (isLand) {
            parcel = `<rect x="${px + 2}" y="${py + 2}" width="${plot - 4}" height="${plot - 4}" rx="5" fill="#7b61ff" fill-opacity="0.35" stroke="#5b3df5" stroke-width="3"/>
    <path transform="translate(${px + plot / 2} ${py + plot / 2 - 6})" d="M0 6 C-9 -4 -9 -16 0 -16 C9 -16 9 -4 0 6 Z" fill="#5b3df5" stroke="#fff" stroke-width="2"/>`;
            continue;
          }
          const fill = random() < 0.5 ? '#f4f1fb' : '#edf2fa';
          shapes.push(
            `<rect x="${px + 2}" y="${py + 2}" width="${plot - 4}" height="${plot - 4}" rx="4" fill="${fill}" stroke="#d9d4ea"/>`,
          );
        }
      }
    }
  }
  const compass = `<g transform="translate(${WIDTH - 44} 44)">
    <circle r="22" fill="#fff" fill-opacity="0.92" stroke="#c9c3e6"/>
    <path d="M0 -15 L6 4 L0 0 L-6 4 Z" fill="#5b3df5"/><text y="17" text-anchor="middle" font-size="10" fill="#443c6b">N</text>
  </g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" preserveAspectRatio="xMidYMid slice" role="img" aria-label="Parcel of ${escapeHtml(land.landName ?? land.id)}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="#d8d4e4"/>
  ${shapes.join('')}
  ${parcel}
  ${compass}
</svg>`;
}

/** The self-contained land-planning page framed by the detail screen's Land on Map card. */
export function renderLandMapPage(land: LandOnMap): string {
  const place = [land.projectName, land.cityName, land.countryName].filter(Boolean).join(' · ');
  const area = land.landArea === undefined ? '' : `${formatArea(land.landArea)} m²`;
  const title = land.landName ?? land.address ?? `Land ${land.id}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · land planning</title>
<style>
  html,body{margin:0;height:100%;font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1933;background:#f6f4fb}
  .map{position:fixed;inset:0}.map svg{width:100%;height:100%;display:block}
  .card{position:absolute;left:12px;bottom:12px;max-width:calc(100% - 24px);box-sizing:border-box;padding:10px 14px;border-radius:12px;background:rgba(255,255,255,.94);box-shadow:0 4px 16px rgba(40,30,90,.18)}
  .card b{display:block;font-size:15px}.card span{display:block;color:#5c5678;font-size:12.5px}
</style></head>
<body><main class="map" data-land-id="${escapeHtml(land.id)}">${planSvg(land)}
<div class="card"><b>${escapeHtml(title)}</b>${place ? `<span>${escapeHtml(place)}</span>` : ''}${
    land.address && land.address !== title ? `<span>${escapeHtml(land.address)}</span>` : ''
  }${area ? `<span>${escapeHtml(area)}</span>` : ''}</div></main></body></html>`;
}

export function renderLandNotFoundPage(id: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Land not found</title>
<style>body{margin:0;height:100vh;display:grid;place-items:center;font:14px system-ui,sans-serif;color:#5c5678;background:#f6f4fb}</style>
</head><body><p>No land ${escapeHtml(id)} on the planning map.</p></body></html>`;
}
