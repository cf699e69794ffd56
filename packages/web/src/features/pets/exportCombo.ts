/**
 * A combo as files (loaded on demand: three is large): the pet model with the combo's parts shown
 * and dressed, exported as one glb, and its picture rendered from that glb.
 */
import type { PetCombo } from '@vrmarket/domain';
import { lookFiles } from '../viewer3d/look.ts';
import { hiddenPartsOf, partTexturesOf } from './comboLook.ts';

export const exportCombo = (combo: PetCombo): Promise<{ glb: Blob; poster: Blob }> =>
  lookFiles(combo.model.modelFile, {
    hiddenParts: hiddenPartsOf(combo),
    partTextures: partTexturesOf(combo),
  });
