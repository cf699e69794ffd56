import {
  ImageBitmapLoader,
  Material,
  Mesh,
  type MeshStandardMaterial,
  type Object3D,
  SRGBColorSpace,
  Texture,
  TextureLoader,
} from 'three';

const cache = new Map<string, Promise<Texture>>();

/**
 * A picture as a texture. As bitmaps wherever the browser makes them (a worker has no `<img>`), the
 * way three's GLTFLoader reads the model's own pictures.
 */
const fetchTexture = (url: string): Promise<Texture> =>
  typeof createImageBitmap === 'function'
    ? new ImageBitmapLoader().loadAsync(url).then((bitmap) => new Texture(bitmap))
    : new TextureLoader().loadAsync(url);

const load = (url: string) => {
  let texture = cache.get(url);
  if (!texture) {
    texture = fetchTexture(url).then((loaded) => {
      loaded.colorSpace = SRGBColorSpace;
      loaded.flipY = false; // glTF UVs
      loaded.needsUpdate = true;
      return loaded;
    });
    cache.set(url, texture);
    texture.catch(() => cache.delete(url));
  }
  return texture;
};

/**
 * Dresses the named meshes with texture images (mesh name → url); a mesh no longer named gets its
 * own material back. Each dressed mesh gets a copy of its material, so other meshes keep theirs.
 */
export async function applyPartTextures(
  scene: Object3D,
  textures: Readonly<Record<string, string>>,
): Promise<void> {
  const meshes: Mesh[] = [];
  scene.traverse((object) => {
    if (object instanceof Mesh) meshes.push(object);
  });
  await Promise.all(
    meshes.map(async (mesh) => {
      const name = String(mesh.userData.name ?? mesh.name);
      // userData travels through glTF extras as plain JSON: only a live material is the original.
      const kept = mesh.userData.originalMaterial;
      const original = (kept instanceof Material ? kept : mesh.material) as Material;
      const url = textures[name];
      if (!url) {
        mesh.material = original;
        return;
      }
      const texture = await load(url);
      const dressed = (original as MeshStandardMaterial).clone();
      dressed.map = texture;
      dressed.needsUpdate = true;
      mesh.userData.originalMaterial = original;
      mesh.material = dressed;
    }),
  );
}
