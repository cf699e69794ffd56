/**
 * A model with a viewer's look, as a file (loaded on demand: three is large). What is exported is
 * built again from the glb and the look, not read off the viewer, which may draw in a worker.
 */
import type { Object3D } from 'three';
import { modelPoster } from '../create/poster.ts';
import { loadModel } from './models.ts';
import { applyPartTextures } from './partTextures.ts';
import type { Look } from './protocol.ts';
import { exportGlb, showParts, withoutViewerState } from './scene.ts';

/** The model with its parts hidden and dressed as in `look` (a tint is not part of the file). */
export async function dressedModel(
  url: string,
  look: Pick<Look, 'hiddenParts' | 'partTextures'>,
): Promise<Object3D> {
  const model = (await loadModel(url)).scene.clone(true);
  showParts(model, look.hiddenParts);
  await applyPartTextures(model, look.partTextures);
  withoutViewerState(model);
  return model;
}

/** The dressed model as one binary glTF; hidden parts stay out of the file (the exporter keeps what is visible). */
export async function exportLook(
  url: string,
  look: Pick<Look, 'hiddenParts' | 'partTextures'>,
): Promise<Blob> {
  return exportGlb(await dressedModel(url, look));
}

/** The dressed model's glb and its picture rendered from that glb (R-CREATE-15: the model image is exported before creation). */
export async function lookFiles(
  url: string,
  look: Pick<Look, 'hiddenParts' | 'partTextures'>,
): Promise<{ glb: Blob; poster: Blob }> {
  const glb = await exportLook(url, look);
  const local = URL.createObjectURL(glb);
  try {
    return { glb, poster: await modelPoster(local) };
  } finally {
    URL.revokeObjectURL(local);
  }
}

export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
