/**
 * The NFT's current model as files (loaded on demand: three is large): the glb the detail viewer
 * shows, exported again as one self-contained binary glTF, and its picture rendered from it.
 */
import { MeshoptDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { modelPoster } from '../create/poster.ts';
import { exportGlb, withoutViewerState } from '../viewer3d/scene.ts';

export async function exportModel(url: string): Promise<{ glb: Blob; poster: Blob }> {
  const gltf = await new GLTFLoader().setMeshoptDecoder(MeshoptDecoder).loadAsync(url);
  withoutViewerState(gltf.scene);
  const glb = await exportGlb(gltf.scene);
  const local = URL.createObjectURL(glb);
  try {
    return { glb, poster: await modelPoster(local) };
  } finally {
    URL.revokeObjectURL(local);
  }
}
