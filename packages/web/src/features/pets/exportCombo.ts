/**
 * A combo as files (loaded on demand: three is large): the pet model with the combo's parts shown
 * and dressed, exported as one glb, and its picture rendered from that glb (spec §4: the model
 * image is exported before creation).
 */
import type { PetCombo } from '@vrmarket/domain';
import { modelPoster } from '../create/poster.ts';
import { exportLook } from '../viewer3d/look.ts';
import { hiddenPartsOf, partTexturesOf } from './comboLook.ts';

export async function exportCombo(combo: PetCombo): Promise<{ glb: Blob; poster: Blob }> {
  const glb = await exportLook(combo.model.modelFile, {
    hiddenParts: hiddenPartsOf(combo),
    partTextures: partTexturesOf(combo),
  });
  const local = URL.createObjectURL(glb);
  try {
    return { glb, poster: await modelPoster(local) };
  } finally {
    URL.revokeObjectURL(local);
  }
}
