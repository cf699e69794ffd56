/** The parts of each generated model kind, sized in metres, with their material look. */
import type { MeshBuilder } from './geometry.ts';
import type { ModelKind } from './kinds.ts';
import type { Random } from './random.ts';
import type { TexturePattern } from './textures.ts';

export interface PartBlueprint {
  meshName: string;
  textureName: string;
  pattern: TexturePattern;
  hue: number;
  /** A required part cannot be unticked in the customiser. */
  required: boolean;
  /** Texture repeats per metre. */
  uvScale?: number;
  shape: (builder: MeshBuilder) => void;
}

const house = (r: Random): PartBlueprint[] => {
  const [w, d, h, roof] = [r.float(5, 8), r.float(4, 6), r.float(2.6, 3.4), r.float(1.4, 2.4)];
  const wallPattern = r.pick<TexturePattern>(['brick', 'plaster']);
  return [
    {
      meshName: 'Base',
      textureName: wallPattern === 'brick' ? 'Red Brick' : 'Painted Plaster',
      pattern: wallPattern,
      hue: wallPattern === 'brick' ? r.int(0, 20) : r.int(0, 359),
      required: true,
      uvScale: 0.7,
      shape: (b) => b.box([0, h / 2, 0], [w, h, d]),
    },
    {
      meshName: 'Roof',
      textureName: 'Clay Tiles',
      pattern: 'tiles',
      hue: r.pick([5, 15, 200, 120]),
      required: true,
      uvScale: 0.8,
      shape: (b) => b.prism([0, h, 0], [w + 0.4, roof, d + 0.6]),
    },
    {
      meshName: 'Door',
      textureName: 'Oak Wood',
      pattern: 'wood',
      hue: 30,
      required: true,
      shape: (b) => b.box([0, 1.05, d / 2 + 0.03], [0.95, 2.1, 0.06]),
    },
    {
      meshName: 'Windows',
      textureName: 'Blue Glass',
      pattern: 'glass',
      hue: 205,
      required: false,
      shape: (b) => {
        for (const x of [-w / 3, w / 3]) {
          for (const z of [d / 2 + 0.03, -d / 2 - 0.03]) b.box([x, h * 0.6, z], [0.9, 0.9, 0.06]);
        }
      },
    },
    {
      meshName: 'Chimney',
      textureName: 'Chimney Brick',
      pattern: 'brick',
      hue: 15,
      required: false,
      shape: (b) => b.box([w / 4, h + roof * 0.55, -d / 6], [0.5, roof, 0.5]),
    },
  ];
};

const vehicle = (r: Random): PartBlueprint[] => [
  {
    meshName: 'Body',
    textureName: 'Car Paint',
    pattern: 'metal',
    hue: r.int(0, 359),
    required: true,
    shape: (b) => b.box([0, 0.7, 0], [4, 0.7, 1.8]),
  },
  {
    meshName: 'Cabin',
    textureName: 'Tinted Glass',
    pattern: 'glass',
    hue: 220,
    required: true,
    shape: (b) => b.box([-0.2, 1.35, 0], [2.2, 0.6, 1.6]),
  },
  {
    meshName: 'Wheels',
    textureName: 'Rubber',
    pattern: 'rubber',
    hue: 0,
    required: true,
    uvScale: 2,
    shape: (b) => {
      for (const x of [-1.3, 1.3]) for (const z of [-0.9, 0.9]) b.cylinder([x, 0.38, z], 0.38, 0.3, 'z', 14);
    },
  },
  {
    meshName: 'Headlights',
    textureName: 'Lamp Glass',
    pattern: 'glass',
    hue: 50,
    required: false,
    shape: (b) => {
      for (const z of [-0.6, 0.6]) b.box([2.02, 0.8, z], [0.05, 0.2, 0.35]);
    },
  },
];

const chair = (r: Random): PartBlueprint[] => [
  {
    meshName: 'Seat',
    textureName: 'Oak Wood',
    pattern: 'wood',
    hue: r.int(20, 40),
    required: true,
    uvScale: 3,
    shape: (b) => b.box([0, 0.45, 0], [0.5, 0.08, 0.5]),
  },
  {
    meshName: 'Legs',
    textureName: 'Dark Walnut',
    pattern: 'wood',
    hue: 15,
    required: true,
    uvScale: 4,
    shape: (b) => {
      for (const x of [-0.21, 0.21]) for (const z of [-0.21, 0.21]) b.box([x, 0.205, z], [0.05, 0.41, 0.05]);
    },
  },
  {
    meshName: 'Backrest',
    textureName: 'Birch Wood',
    pattern: 'wood',
    hue: 40,
    required: true,
    uvScale: 3,
    shape: (b) => b.box([0, 0.8, -0.225], [0.5, 0.62, 0.05]),
  },
  {
    meshName: 'Cushion',
    textureName: 'Linen Fabric',
    pattern: 'fabric',
    hue: r.int(0, 359),
    required: false,
    uvScale: 4,
    shape: (b) => b.box([0, 0.52, 0.02], [0.44, 0.06, 0.44]),
  },
];

const booth = (r: Random): PartBlueprint[] => [
  {
    meshName: 'Floor',
    textureName: 'Floor Planks',
    pattern: 'wood',
    hue: 28,
    required: true,
    shape: (b) => b.box([0, 0.05, 0], [3, 0.1, 2.5]),
  },
  {
    meshName: 'Back Wall',
    textureName: 'Wall Plaster',
    pattern: 'plaster',
    hue: r.int(0, 359),
    required: true,
    shape: (b) => b.box([0, 1.25, -1.2], [3, 2.3, 0.1]),
  },
  {
    meshName: 'Counter',
    textureName: 'Counter Metal',
    pattern: 'metal',
    hue: r.int(0, 359),
    required: true,
    shape: (b) => b.box([0, 0.55, 0.6], [2.2, 1, 0.6]),
  },
  {
    meshName: 'Banner',
    textureName: 'Banner Fabric',
    pattern: 'fabric',
    hue: r.int(0, 359),
    required: false,
    shape: (b) => b.box([0, 1.9, -1.12], [2.4, 0.6, 0.05]),
  },
  {
    meshName: 'Awning',
    textureName: 'Awning Stripes',
    pattern: 'stripes',
    hue: r.int(0, 359),
    required: false,
    uvScale: 1.5,
    shape: (b) => b.prism([0, 2.4, -0.3], [3.2, 0.45, 2]),
  },
];

const tower = (r: Random): PartBlueprint[] => {
  const height = r.float(5, 9);
  return [
    {
      meshName: 'Podium',
      textureName: 'Stone Plaster',
      pattern: 'plaster',
      hue: 40,
      required: true,
      shape: (b) => b.box([0, 0.5, 0], [4, 1, 4]),
    },
    {
      meshName: 'Tower',
      textureName: 'Curtain Glass',
      pattern: 'glass',
      hue: r.int(170, 230),
      required: true,
      uvScale: 0.8,
      shape: (b) => b.box([0, 1 + height / 2, 0], [2, height, 2]),
    },
    {
      meshName: 'Crown',
      textureName: 'Brushed Metal',
      pattern: 'metal',
      hue: r.int(0, 359),
      required: false,
      shape: (b) => b.cylinder([0, 1 + height + 0.3, 0], 1.2, 0.6, 'y', 16),
    },
    {
      meshName: 'Spire',
      textureName: 'Spire Metal',
      pattern: 'metal',
      hue: 45,
      required: false,
      shape: (b) => b.cylinder([0, 1 + height + 1.4, 0], 0.08, 1.6, 'y', 8),
    },
  ];
};

/** A low-poly pet on four legs; the bulk pet screen's combos tick its optional parts. */
const pet = (r: Random): PartBlueprint[] => {
  const [length, height, width] = [r.float(0.9, 1.3), r.float(0.45, 0.6), r.float(0.45, 0.6)];
  const legHeight = r.float(0.35, 0.5);
  const bodyY = legHeight + height / 2;
  const head = r.float(0.42, 0.55);
  const headX = length / 2 + head * 0.35;
  const headY = bodyY + height / 2 + head * 0.3;
  const coat = r.int(0, 359);
  return [
    {
      meshName: 'Body',
      textureName: 'Soft Coat',
      pattern: 'fabric',
      hue: coat,
      required: true,
      uvScale: 3,
      shape: (b) => b.box([0, bodyY, 0], [length, height, width]),
    },
    {
      meshName: 'Head',
      textureName: 'Face Coat',
      pattern: 'fabric',
      hue: coat,
      required: true,
      uvScale: 3,
      shape: (b) => {
        b.box([headX, headY, 0], [head, head, head]);
        b.box([headX + head * 0.55, headY - head * 0.15, 0], [head * 0.3, head * 0.35, head * 0.5]);
      },
    },
    {
      meshName: 'Legs',
      textureName: 'Paw Coat',
      pattern: 'fabric',
      hue: (coat + 20) % 360,
      required: true,
      uvScale: 4,
      shape: (b) => {
        for (const x of [-length / 2 + 0.12, length / 2 - 0.12])
          for (const z of [-width / 2 + 0.1, width / 2 - 0.1])
            b.box([x, legHeight / 2, z], [0.14, legHeight, 0.14]);
      },
    },
    {
      meshName: 'Ears',
      textureName: 'Ear Coat',
      pattern: 'fabric',
      hue: (coat + 340) % 360,
      required: false,
      uvScale: 4,
      shape: (b) => {
        for (const z of [-head * 0.3, head * 0.3])
          b.prism([headX - head * 0.1, headY + head / 2, z], [0.16, 0.22, 0.14]);
      },
    },
    {
      meshName: 'Tail',
      textureName: 'Tail Coat',
      pattern: 'stripes',
      hue: coat,
      required: false,
      uvScale: 4,
      shape: (b) => b.cylinder([-length / 2 - 0.2, bodyY + height * 0.3, 0], 0.06, 0.45, 'x', 8),
    },
    {
      meshName: 'Collar',
      textureName: 'Leather Collar',
      pattern: 'rubber',
      hue: r.int(0, 359),
      required: false,
      uvScale: 4,
      shape: (b) => b.cylinder([length / 2 - 0.02, bodyY + height * 0.2, 0], width * 0.45, 0.08, 'x', 14),
    },
    {
      meshName: 'Hat',
      textureName: 'Party Hat',
      pattern: 'stripes',
      hue: r.int(0, 359),
      required: false,
      uvScale: 3,
      shape: (b) => b.cylinder([headX, headY + head / 2 + 0.12, 0], head * 0.28, 0.24, 'y', 12),
    },
  ];
};

export const blueprints: Record<ModelKind, (random: Random) => PartBlueprint[]> = {
  house,
  vehicle,
  chair,
  booth,
  tower,
  pet,
};
