import { DECIMALS } from '../constants.ts';
import { roundTo, toNumber } from './round.ts';

type Amount = number | string | null | undefined;
type Id = number | string;

/**
 * The customiser's choice on select-model: which parts are ticked, and the material each wears.
 * Required parts are always in; a part without an entry in `textures` keeps its own look.
 */
export interface Customisation {
  parts: Id[];
  textures: Record<string, Id>;
  /** The part whose materials the texture carousel shows. */
  selectedPart: Id | null;
}

interface MeshLike {
  id: Id;
  required?: boolean | null;
  price?: Amount;
}
interface TextureLike {
  id: Id;
  meshId: Id;
  price?: Amount;
}

/** The starting choice: the required parts ticked, none dressed, the first part selected. */
export function initialCustomisation(meshes: readonly MeshLike[]): Customisation {
  return {
    parts: meshes.filter((mesh) => mesh.required).map((mesh) => mesh.id),
    textures: {},
    selectedPart: meshes[0]?.id ?? null,
  };
}

/**
 * Ticking or unticking a part. A required part, or the one being edited, cannot be unticked;
 * unticking drops its material. Ticking a part also selects it for the texture carousel.
 */
export function togglePart(choice: Customisation, mesh: MeshLike): Customisation {
  const ticked = choice.parts.some((id) => String(id) === String(mesh.id));
  if (!ticked) return { ...choice, parts: [...choice.parts, mesh.id], selectedPart: mesh.id };
  if (mesh.required || String(choice.selectedPart) === String(mesh.id)) return choice;
  const { [String(mesh.id)]: _dropped, ...textures } = choice.textures;
  return { ...choice, parts: choice.parts.filter((id) => String(id) !== String(mesh.id)), textures };
}

/** Whether the part's checkbox is locked on. */
export const partLocked = (choice: Customisation, mesh: MeshLike): boolean =>
  Boolean(mesh.required) || String(choice.selectedPart) === String(mesh.id);

/** Choosing a material for its part (ticking the part); choosing the current one again clears it. */
export function chooseTexture(choice: Customisation, texture: TextureLike): Customisation {
  const key = String(texture.meshId);
  if (String(choice.textures[key]) === String(texture.id)) {
    const { [key]: _cleared, ...textures } = choice.textures;
    return { ...choice, textures };
  }
  const parts = choice.parts.some((id) => String(id) === key)
    ? choice.parts
    : [...choice.parts, texture.meshId];
  return {
    ...choice,
    parts,
    textures: { ...choice.textures, [key]: texture.id },
    selectedPart: texture.meshId,
  };
}

/** Base price plus the ticked parts plus their chosen materials, to 4 decimals. */
export function customisedPrice(
  template: { price: Amount; modelMeshes: readonly MeshLike[]; modelTextures: readonly TextureLike[] },
  choice: Customisation,
): number {
  const ticked = new Set(choice.parts.map(String));
  const chosen = new Set(Object.values(choice.textures).map(String));
  const parts = template.modelMeshes.filter((mesh) => ticked.has(String(mesh.id)) || mesh.required);
  const textures = template.modelTextures.filter(
    (texture) => chosen.has(String(texture.id)) && ticked.has(String(texture.meshId)),
  );
  const total = [...parts, ...textures].reduce(
    (sum, item) => sum + toNumber(item.price),
    toNumber(template.price),
  );
  return roundTo(total, DECIMALS.priceDisplay);
}

/** The area shown by the customiser: 2 decimals. */
export const customiseArea = (area: Amount): string => toNumber(area).toFixed(DECIMALS.areaCustomise);
