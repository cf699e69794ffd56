import { MeshoptDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js';
import { type GLTF, GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';

/**
 * Uploaded models are served meshopt-compressed (the api's optimised copy); three's meshopt
 * decoder carries its wasm inline, so nothing is fetched. (No Draco: its decoder would come from a
 * CDN.)
 */
const loader = new GLTFLoader().setMeshoptDecoder(MeshoptDecoder);
const models = new Map<string, Promise<GLTF>>();

/** The glb at `url`, parsed once per url; each user clones its scene. A failure is not kept. */
export function loadModel(url: string): Promise<GLTF> {
  let model = models.get(url);
  if (!model) {
    model = loader.loadAsync(url);
    models.set(url, model);
    model.catch(() => models.delete(url));
  }
  return model;
}
