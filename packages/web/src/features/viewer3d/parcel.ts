import {
  BoxGeometry,
  DataTexture,
  GridHelper,
  Group,
  Mesh,
  MeshStandardMaterial,
  PlaneGeometry,
  SRGBColorSpace,
  Vector3,
} from 'three';

/** The mesh name of a parcel's top: a Look's part picture for it is the land's uploaded texture. */
export const PARCEL_TOP = 'parcel-top';
/** Where the camera looks at a parcel from (at the ground's centre). */
export const PARCEL_CAMERA = new Vector3(3.2, 2.6, 3.6);

const LAWN = [0x7c, 0xb8, 0x6a, 0xff];
const SOIL = '#8a6a4a';
const THICKNESS = 0.18;

/** The parcel's side in scene units: larger plots look larger, within what the camera frames. */
export function parcelSide(area: number): number {
  const side = Math.sqrt(Math.max(area, 1));
  return Math.min(3, Math.max(1.2, 0.9 + Math.log10(side)));
}

/**
 * A land parcel (spec "Select vrLand screen"): a slab of soil whose top is lawn, on a ground grid.
 * The lawn is a one-pixel picture on a white material, so a part picture put on the top (the
 * uploaded texture, partTextures.ts) shows in its own colours.
 */
export function parcel(area: number): Group {
  const side = parcelSide(area);
  const lawn = new DataTexture(new Uint8Array(LAWN), 1, 1);
  lawn.colorSpace = SRGBColorSpace;
  lawn.needsUpdate = true;
  const topGeometry = new PlaneGeometry(side, side);
  // Part pictures follow glTF's convention (not flipped): the picture's top row at v = 0.
  const uv = topGeometry.getAttribute('uv');
  for (let i = 0; i < uv.count; i++) uv.setY(i, 1 - uv.getY(i));
  const top = new Mesh(
    topGeometry,
    new MeshStandardMaterial({ color: '#ffffff', map: lawn, roughness: 0.9, metalness: 0 }),
  );
  top.name = PARCEL_TOP;
  top.rotation.x = -Math.PI / 2;
  top.position.y = THICKNESS + 0.001;
  const soil = new Mesh(
    new BoxGeometry(side, THICKNESS, side),
    new MeshStandardMaterial({ color: SOIL, roughness: 1, metalness: 0 }),
  );
  soil.position.y = THICKNESS / 2;
  const group = new Group();
  group.add(soil, top, new GridHelper(6, 24, '#9a94b8', '#c9c4e0'));
  return group;
}
