/** SVG drawings of each picture kind on a 512×512 stage (the caller scales and frames them). */
import type { ImageKind } from './kinds.ts';
import type { Palette } from './palette.ts';
import type { Random } from './random.ts';

export interface SceneContext {
  random: Random;
  palette: Palette;
}

type Scene = (ctx: SceneContext) => string;

const shadow = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx / 6}" fill="#000" opacity="0.25"/>`;

/** An isometric block: top, left and right faces in three shades of one colour. */
function isoBlock(
  x: number,
  y: number,
  w: number,
  h: number,
  top: string,
  left: string,
  right: string,
): string {
  const d = w / 2;
  return `<polygon points="${x},${y} ${x + d},${y - d / 2} ${x + w},${y} ${x + d},${y + d / 2}" fill="${top}"/>
<polygon points="${x},${y} ${x + d},${y + d / 2} ${x + d},${y + d / 2 + h} ${x},${y + h}" fill="${left}"/>
<polygon points="${x + d},${y + d / 2} ${x + w},${y} ${x + w},${y + h} ${x + d},${y + d / 2 + h}" fill="${right}"/>`;
}

const home: Scene = ({ random, palette: p }) => {
  const roofHeight = random.int(90, 140);
  const window = (x: number) =>
    `<rect x="${x}" y="300" width="44" height="44" rx="4" fill="${p.light}" stroke="${p.ink}" stroke-width="4"/>`;
  const atticWindow = random.chance(0.5)
    ? `<circle cx="256" cy="${250 - roofHeight / 2.6}" r="16" fill="${p.light}" stroke="${p.ink}" stroke-width="4"/>`
    : '';
  const treeX = random.pick([60, 450]);
  return `<circle cx="${random.int(80, 430)}" cy="${random.int(70, 130)}" r="42" fill="${p.accent}" opacity="0.9"/>
<rect x="0" y="420" width="512" height="92" fill="${p.secondary}"/>
${shadow(256, 425, 190)}
<rect x="140" y="250" width="232" height="170" fill="${p.light}" stroke="${p.ink}" stroke-width="5"/>
<polygon points="120,250 256,${250 - roofHeight} 392,250" fill="${p.primary}" stroke="${p.ink}" stroke-width="5" stroke-linejoin="round"/>
${atticWindow}
<rect x="236" y="330" width="40" height="90" rx="3" fill="${p.secondary}" stroke="${p.ink}" stroke-width="4"/>
${window(170)}${window(300)}
<circle cx="${treeX}" cy="370" r="48" fill="${p.secondary}"/><rect x="${treeX - 4}" y="370" width="8" height="55" fill="${p.ink}"/>`;
};

const land: Scene = ({ random, palette: p }) => {
  const cells: string[] = [];
  const size = 64;
  const highlight = [random.int(1, 5), random.int(1, 5)];
  for (let gx = 0; gx < 8; gx++) {
    for (let gy = 0; gy < 8; gy++) {
      if (gx === 3 || gy === 4) continue; // roads
      const isHighlight = gx === highlight[0] && gy === highlight[1];
      const fill = isHighlight ? p.accent : random.pick([p.primary, p.secondary, p.light, p.to]);
      cells.push(
        `<rect x="${gx * size + 4}" y="${gy * size + 4}" width="${size - 8}" height="${size - 8}" rx="6" fill="${fill}" opacity="${isHighlight ? 1 : 0.75}" stroke="${p.ink}" stroke-width="${isHighlight ? 5 : 1.5}"/>`,
      );
    }
  }
  const [hx, hy] = highlight as [number, number];
  const pinX = hx * size + size / 2;
  const pinY = hy * size + size / 2;
  return `<rect x="0" y="0" width="512" height="512" fill="${p.ink}" opacity="0.35"/>
<rect x="${3 * size}" y="0" width="${size}" height="512" fill="#d1d5db" opacity="0.6"/>
<rect x="0" y="${4 * size}" width="512" height="${size}" fill="#d1d5db" opacity="0.6"/>
<line x1="${3.5 * size}" y1="0" x2="${3.5 * size}" y2="512" stroke="#fff" stroke-width="3" stroke-dasharray="14 12"/>
<line x1="0" y1="${4.5 * size}" x2="512" y2="${4.5 * size}" stroke="#fff" stroke-width="3" stroke-dasharray="14 12"/>
${cells.join('\n')}
<path d="M${pinX},${pinY} c-22,-30 -22,-60 0,-60 c22,0 22,30 0,60z" fill="#ef4444" stroke="#fff" stroke-width="4"/>
<circle cx="${pinX}" cy="${pinY - 40}" r="8" fill="#fff"/>`;
};

const mall: Scene = ({ random, palette: p }) => {
  const towers = Array.from({ length: 5 }, (_, i) => {
    const w = 78;
    const h = random.int(180, 330);
    const x = 24 + i * 94;
    const windows = Array.from({ length: Math.floor(h / 40) }, (_, row) =>
      [0, 1, 2]
        .map(
          (col) =>
            `<rect x="${x + 10 + col * 22}" y="${440 - h + 16 + row * 40}" width="14" height="22" fill="${random.chance(0.7) ? p.light : p.accent}" opacity="0.9"/>`,
        )
        .join(''),
    ).join('');
    return `<rect x="${x}" y="${440 - h}" width="${w}" height="${h}" fill="${i % 2 ? p.primary : p.secondary}" stroke="${p.ink}" stroke-width="3"/>${windows}`;
  }).join('\n');
  return `${towers}
<path d="M120,440 A136,110 0 0 1 392,440 Z" fill="${p.light}" opacity="0.85" stroke="${p.ink}" stroke-width="4"/>
<rect x="0" y="440" width="512" height="72" fill="${p.ink}" opacity="0.6"/>`;
};

const store: Scene = ({ random, palette: p }) => {
  const stripes = Array.from({ length: 8 }, (_, i) => {
    const fill = i % 2 ? p.light : p.accent;
    return `<path d="M${76 + i * 45},170 h45 v50 a22.5,22.5 0 0 1 -45,0 z" fill="${fill}" stroke="${p.ink}" stroke-width="3"/>`;
  }).join('');
  const goods = Array.from({ length: 4 }, (_, i) =>
    i % 2
      ? `<circle cx="${150 + i * 70}" cy="325" r="22" fill="${random.pick([p.primary, p.accent, p.secondary])}"/>`
      : `<rect x="${128 + i * 70}" y="300" width="44" height="48" rx="6" fill="${random.pick([p.primary, p.accent, p.secondary])}"/>`,
  ).join('');
  return `<rect x="76" y="100" width="360" height="70" rx="10" fill="${p.primary}" stroke="${p.ink}" stroke-width="4"/>
<rect x="136" y="118" width="240" height="34" rx="17" fill="${p.light}"/>
${stripes}
<rect x="96" y="240" width="320" height="180" fill="${p.light}" opacity="0.95" stroke="${p.ink}" stroke-width="4"/>
${goods}
<rect x="96" y="360" width="320" height="60" fill="${p.secondary}" stroke="${p.ink}" stroke-width="4"/>
${shadow(256, 430, 200)}`;
};

const object: Scene = ({ random, palette: p }) => {
  const h = random.int(110, 180);
  return `${shadow(256, 430, 150)}
<rect x="146" y="380" width="220" height="40" rx="8" fill="${p.ink}" opacity="0.55"/>
${isoBlock(156, 380 - h - 50, 200, h, p.light, p.primary, p.secondary)}
<circle cx="256" cy="${380 - h - 110}" r="${random.int(30, 50)}" fill="${p.accent}" stroke="${p.ink}" stroke-width="4"/>`;
};

const space: Scene = ({ random, palette: p }) => {
  const lines = Array.from(
    { length: 9 },
    (_, i) =>
      `<line x1="256" y1="250" x2="${i * 64}" y2="512" stroke="${p.light}" stroke-width="2" opacity="0.5"/>`,
  ).join('');
  const frames = [90, 380]
    .map(
      (x) =>
        `<rect x="${x - 40}" y="150" width="80" height="60" fill="${random.pick([p.accent, p.primary])}" stroke="${p.light}" stroke-width="5"/>`,
    )
    .join('');
  return `<polygon points="0,512 512,512 360,250 152,250" fill="${p.secondary}" opacity="0.8"/>
<rect x="152" y="90" width="208" height="160" fill="${p.from}" stroke="${p.light}" stroke-width="4"/>
<circle cx="256" cy="170" r="${random.int(40, 60)}" fill="${p.accent}" opacity="0.9"/>
${lines}${frames}`;
};

const human: Scene = ({ random, palette: p }) => {
  const skin = random.pick(['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac']);
  const hair = random.pick(['#1f2937', '#6b3e26', '#d97706', p.accent]);
  return `<circle cx="256" cy="256" r="200" fill="${p.light}" opacity="0.25"/>
<path d="M96,512 C110,380 190,340 256,340 C322,340 402,380 416,512 Z" fill="${p.primary}" stroke="${p.ink}" stroke-width="5"/>
<circle cx="256" cy="220" r="92" fill="${skin}" stroke="${p.ink}" stroke-width="5"/>
<path d="M164,214 C164,130 348,120 348,214 C330,170 200,160 164,214 Z" fill="${hair}"/>
<circle cx="222" cy="228" r="9" fill="${p.ink}"/><circle cx="290" cy="228" r="9" fill="${p.ink}"/>
<path d="M226,268 Q256,290 286,268" stroke="${p.ink}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
};

const charity: Scene = ({ palette: p }) =>
  `<path d="M256,420 C120,320 90,250 120,190 C150,130 230,140 256,200 C282,140 362,130 392,190 C422,250 392,320 256,420 Z" fill="${p.accent}" stroke="${p.light}" stroke-width="8"/>
<path d="M256,300 C240,250 260,220 300,210 C300,250 290,280 256,300 Z" fill="${p.light}"/>
<line x1="256" y1="300" x2="256" y2="350" stroke="${p.light}" stroke-width="6"/>`;

const pet: Scene = ({ random, palette: p }) => {
  const fur = random.pick([p.primary, '#d6a36b', '#9ca3af', '#f5f5f4', p.accent]);
  const earTall = random.int(60, 110);
  return `${shadow(256, 440, 150)}
<polygon points="140,200 170,${200 - earTall} 230,170" fill="${fur}" stroke="${p.ink}" stroke-width="5"/>
<polygon points="372,200 342,${200 - earTall} 282,170" fill="${fur}" stroke="${p.ink}" stroke-width="5"/>
<ellipse cx="256" cy="290" rx="140" ry="130" fill="${fur}" stroke="${p.ink}" stroke-width="5"/>
<circle cx="206" cy="270" r="18" fill="${p.ink}"/><circle cx="306" cy="270" r="18" fill="${p.ink}"/>
<circle cx="212" cy="264" r="6" fill="#fff"/><circle cx="312" cy="264" r="6" fill="#fff"/>
<ellipse cx="256" cy="318" rx="18" ry="12" fill="${p.ink}"/>
<path d="M232,340 Q256,362 280,340" stroke="${p.ink}" stroke-width="5" fill="none"/>
<circle cx="180" cy="320" r="16" fill="#f472b6" opacity="0.5"/><circle cx="332" cy="320" r="16" fill="#f472b6" opacity="0.5"/>`;
};

const utility: Scene = ({ random, palette: p }) => {
  const holes = Array.from(
    { length: 6 },
    (_, i) => `<circle cx="340" cy="${175 + i * 32}" r="6" fill="${p.from}"/>`,
  ).join('');
  return `<g transform="rotate(${random.int(-14, 14)} 256 256)">
<rect x="76" y="150" width="360" height="212" rx="22" fill="${p.light}" stroke="${p.ink}" stroke-width="5"/>
<rect x="100" y="178" width="210" height="30" rx="8" fill="${p.primary}"/>
<rect x="100" y="226" width="160" height="18" rx="6" fill="${p.secondary}" opacity="0.7"/>
<rect x="100" y="258" width="190" height="18" rx="6" fill="${p.secondary}" opacity="0.7"/>
<rect x="100" y="300" width="110" height="36" rx="10" fill="${p.accent}"/>
${holes}
<text x="390" y="270" font-family="DejaVu Sans, sans-serif" font-size="44" font-weight="bold" fill="${p.accent}" text-anchor="middle">★</text>
</g>`;
};

const box: Scene = ({ palette: p }) =>
  `${shadow(256, 440, 170)}
${isoBlock(116, 230, 280, 180, p.primary, p.secondary, p.from)}
<polygon points="246,235 266,235 266,435 246,425" fill="${p.accent}"/>
<polygon points="186,165 206,160 346,230 326,240" fill="${p.accent}"/>
<path d="M256,150 C220,110 190,130 226,158 Z M256,150 C292,110 322,130 286,158 Z" fill="${p.accent}" stroke="${p.ink}" stroke-width="4"/>
<text x="256" y="110" font-family="DejaVu Sans, sans-serif" font-size="56" fill="${p.light}" text-anchor="middle">✦</text>`;

const stable: Scene = ({ random }) => {
  const gold = random.chance(0.5);
  const [face, side, dark] = gold ? ['#facc15', '#ca8a04', '#a16207'] : ['#e5e7eb', '#9ca3af', '#6b7280'];
  const bars = [
    [136, 330],
    [276, 330],
    [206, 250],
  ]
    .map(([x, y]) => isoBlock(x!, y!, 120, 46, face!, side!, dark!))
    .join('');
  return `${shadow(256, 420, 180)}${bars}
<circle cx="400" cy="150" r="54" fill="${face}" stroke="${side}" stroke-width="10"/>
<text x="400" y="170" font-family="DejaVu Sans, sans-serif" font-size="56" font-weight="bold" fill="${side}" text-anchor="middle">$</text>`;
};

const mystery: Scene = ({ random, palette: p }) => {
  const sparkles = Array.from(
    { length: 10 },
    () =>
      `<circle cx="${random.int(40, 472)}" cy="${random.int(40, 472)}" r="${random.int(2, 6)}" fill="#fff" opacity="0.8"/>`,
  ).join('');
  return `${sparkles}
<rect x="146" y="86" width="220" height="330" rx="20" fill="${p.from}" stroke="${p.accent}" stroke-width="10"/>
<rect x="168" y="108" width="176" height="286" rx="12" fill="none" stroke="${p.light}" stroke-width="3" stroke-dasharray="10 8"/>
<text x="256" y="300" font-family="DejaVu Sans, sans-serif" font-size="150" font-weight="bold" fill="${p.accent}" text-anchor="middle">?</text>`;
};

const banner: Scene = ({ random, palette: p }) =>
  `<rect x="70" y="60" width="12" height="420" fill="${p.ink}"/><rect x="430" y="60" width="12" height="420" fill="${p.ink}"/>
<path d="M82,90 H430 V330 L256,380 L82,330 Z" fill="${p.primary}" stroke="${p.light}" stroke-width="6"/>
<rect x="120" y="130" width="272" height="40" rx="10" fill="${p.light}"/>
<rect x="150" y="200" width="${random.int(150, 212)}" height="20" rx="8" fill="${p.accent}"/>
<rect x="150" y="240" width="${random.int(120, 212)}" height="20" rx="8" fill="${p.light}" opacity="0.8"/>`;

const avatar: Scene = ({ random, palette: p }) =>
  Array.from(
    { length: 6 },
    () =>
      `<circle cx="${random.int(0, 512)}" cy="${random.int(0, 512)}" r="${random.int(60, 200)}" fill="${random.pick([p.primary, p.accent, p.secondary, p.to])}" opacity="0.55"/>`,
  ).join('');

export const scenes: Record<Exclude<ImageKind, 'cover'>, Scene> = {
  home,
  land,
  mall,
  store,
  object,
  space,
  human,
  charity,
  pet,
  utility,
  box,
  stable,
  mystery,
  banner,
  avatar,
};

/** Collection covers are wide: layered hills and floating circles across the whole width. */
export function coverScene({ random, palette: p }: SceneContext, width: number, height: number): string {
  const layers = [p.secondary, p.primary, p.ink].map((fill, i) => {
    const base = height * (0.55 + i * 0.15);
    const points: string[] = [`0,${height}`];
    for (let x = 0; x <= width; x += width / 8)
      points.push(`${x.toFixed(0)},${(base - random.float(0, height * 0.25)).toFixed(0)}`);
    points.push(`${width},${height}`);
    return `<polygon points="${points.join(' ')}" fill="${fill}" opacity="${0.55 + i * 0.15}"/>`;
  });
  const orbs = Array.from(
    { length: 7 },
    () =>
      `<circle cx="${random.int(0, width)}" cy="${random.int(0, height * 0.6)}" r="${random.int(height / 20, height / 5)}" fill="${random.pick([p.accent, p.light])}" opacity="0.35"/>`,
  );
  return [...orbs, ...layers].join('\n');
}
