import { Color, Mesh, type MeshStandardMaterial, type Object3D } from 'three';

type Tintable = MeshStandardMaterial & { userData: { baseColor?: Color } };

/**
 * Multiplies `tint` into the colour of every material of the scene (keeping textures and shading);
 * undefined restores the model's own colours. Materials are copied on first use, because the
 * loader's cached scene shares them with other viewers of the same file.
 */
export function tintMaterials(scene: Object3D, tint: string | undefined) {
  // A model never tinted keeps its shared materials.
  if (!tint && !scene.userData.tinted) return;
  scene.userData.tinted = true;
  const factor = tint ? new Color(tint) : null;
  scene.traverse((object) => {
    if (!(object instanceof Mesh)) return;
    const list = (Array.isArray(object.material) ? object.material : [object.material]) as Tintable[];
    const own = list.map((material) => {
      if (!('color' in material) || !(material.color instanceof Color)) return material;
      if (material.userData.baseColor) return material;
      const copy = material.clone() as Tintable;
      copy.userData.baseColor = material.color.clone();
      return copy;
    });
    object.material = Array.isArray(object.material) ? own : own[0];
    for (const material of own) {
      const base = material.userData.baseColor;
      if (!base) continue;
      material.color.copy(base);
      if (factor) material.color.multiply(factor);
    }
  });
}
