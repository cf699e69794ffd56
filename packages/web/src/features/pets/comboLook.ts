import type { PetCombo, PropertyRow } from '@vrmarket/domain';

/** Mesh names of the model's parts the combo leaves out (the viewer hides them). */
export function hiddenPartsOf(combo: PetCombo): string[] {
  const shown = new Set(combo.data.map((part) => part.meshName));
  return combo.model.partNames.filter((name) => !shown.has(name));
}

/** Mesh name → texture url of the combo's materials (parts without one keep the model's look). */
export function partTexturesOf(combo: PetCombo): Record<string, string> {
  const textures: Record<string, string> = {};
  for (const part of combo.data) if (part.textureFile) textures[part.meshName] = part.textureFile;
  return textures;
}

/** The created NFT's property rows: part → material, and the combo's collection. */
export function comboPropertyRows(combo: PetCombo, ownLook: string, collectionLabel: string): PropertyRow[] {
  return [
    ...combo.data.map((part) => ({ label: part.partTitle, value: part.textureName ?? ownLook })),
    { label: collectionLabel, value: combo.collectionName },
  ];
}
