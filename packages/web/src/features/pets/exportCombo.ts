/**
 * A combo as files (loaded on demand: three is large): the pet model with the combo's parts shown
 * and dressed, exported as one glb, and its picture rendered from that glb (spec §4: the model
 * image is exported before creation).
 */
import type { PetCombo } from '@vrmarket/domain';
import { Mesh } from 'three';
import { MeshoptDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { modelPoster } from '../create/poster.ts';
import { applyPartTextures } from '../viewer3d/partTextures.ts';
import { exportGlb, withoutViewerState } from '../viewer3d/scene.ts';
import { hiddenPartsOf, partTexturesOf } from './comboLook.ts';

const loader = new GLTFLoader().setMeshoptDecoder(MeshoptDecoder);
const models = new Map<string, ReturnType<GLTFLoader['loadAsync']>>();

export async function exportCombo(combo: PetCombo): Promise<{ glb: Blob; poster: Blob }> {
  let model = models.get(combo.model.modelFile);
  if (!model) {
    model = loader.loadAsync(combo.model.modelFile);
    models.set(combo.model.modelFile, model);
  }
  const scene = (await model).scene.clone(true);
  const hidden = new Set(hiddenPartsOf(combo));
  scene.traverse((object) => {
    if (object instanceof Mesh && hidden.has(String(object.userData.name ?? object.name)))
      object.visible = false;
  });
  await applyPartTextures(scene, partTexturesOf(combo));
  withoutViewerState(scene);
  // Hidden parts stay out of the file (the exporter keeps only what is visible).
  const glb = await exportGlb(scene);
  const local = URL.createObjectURL(glb);
  try {
    return { glb, poster: await modelPoster(local) };
  } finally {
    URL.revokeObjectURL(local);
  }
}
