/** What a generated picture shows. */
export const imageKinds = [
  'home',
  'land',
  'mall',
  'store',
  'object',
  'space',
  'human',
  'charity',
  'pet',
  'utility',
  'box',
  'stable',
  'mystery',
  'banner',
  'avatar',
  'cover',
] as const;
export type ImageKind = (typeof imageKinds)[number];

/** What a generated glb model shows. */
export const modelKinds = ['house', 'vehicle', 'chair', 'booth', 'tower', 'pet'] as const;
export type ModelKind = (typeof modelKinds)[number];
