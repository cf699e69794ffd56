/**
 * The NFT's current model as files (loaded on demand: three is large): the glb the detail viewer
 * shows, exported again as one self-contained binary glTF, and its picture rendered from it.
 */
import { lookFiles } from '../viewer3d/look.ts';

export const exportModel = (url: string): Promise<{ glb: Blob; poster: Blob }> =>
  lookFiles(url, { hiddenParts: [], partTextures: {} });
