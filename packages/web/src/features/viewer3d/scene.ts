import { VIEWER_3D } from '@vrmarket/domain';
import { Box3, type Material, Mesh, type Object3D, type PerspectiveCamera, Sphere, Vector3 } from 'three';

type MapsMaterial = Material & {
  lightMap?: unknown;
  lightMapIntensity?: number;
  aoMap?: unknown;
  aoMapIntensity?: number;
};

/** The spec's material intensities: light map 1.3, ambient-occlusion map 0.75. */
export function tuneMaterials(root: Object3D): void {
  root.traverse((object) => {
    if (!(object instanceof Mesh)) return;
    const materials: MapsMaterial[] = Array.isArray(object.material) ? object.material : [object.material];
    for (const material of materials) {
      if (material.lightMap) material.lightMapIntensity = VIEWER_3D.lightMapIntensity;
      if (material.aoMap) material.aoMapIntensity = VIEWER_3D.aoMapIntensity;
    }
  });
}

/**
 * Hides the meshes named in `hidden` and shows the others again. Parts are meshes; a group may
 * carry the same name. three renames duplicate nodes ('Tower_1') but keeps the glTF name in
 * userData.name.
 */
export function showParts(root: Object3D, hidden: readonly string[]): void {
  const names = new Set(hidden);
  root.traverse((object) => {
    if (object instanceof Mesh && names.has(String(object.userData.name ?? object.name))) {
      object.visible = false;
      object.userData.hiddenPart = true;
    } else if (object.userData.hiddenPart) {
      object.visible = true;
      object.userData.hiddenPart = false;
    }
  });
}

/** Places the camera so the whole model fits, looking at its centre; returns that centre. */
export function frameObject(root: Object3D, camera: PerspectiveCamera): Vector3 {
  const sphere = new Box3().setFromObject(root).getBoundingSphere(new Sphere());
  const radius = sphere.radius || 1;
  const fov = (camera.fov * Math.PI) / 180;
  const distance = (radius / Math.sin(fov / 2)) * 1.08;
  const direction = new Vector3(1, 0.6, 1.25).normalize();
  camera.position.copy(sphere.center).addScaledVector(direction, distance);
  camera.near = distance / 100;
  camera.far = distance * 100;
  camera.updateProjectionMatrix();
  camera.lookAt(sphere.center);
  return sphere.center.clone();
}

/**
 * Drops what the viewer keeps in userData (a part's own material, a hidden flag) before an export:
 * the exporter writes userData as glTF extras, and a material written there comes back as a plain
 * object the renderer cannot draw.
 */
export function withoutViewerState(root: Object3D): void {
  root.traverse((object) => {
    delete object.userData.originalMaterial;
    delete object.userData.hiddenPart;
  });
}

/** The model as one binary glTF (textures capped at the spec's 4096 px), ready to download. */
export async function exportGlb(root: Object3D): Promise<Blob> {
  // The exporter is only needed on demand: its own small chunk, not part of the viewer's.
  const { GLTFExporter } = await import('three/examples/jsm/exporters/GLTFExporter.js');
  const exporter = new GLTFExporter();
  const result = await exporter.parseAsync(root, {
    binary: true,
    maxTextureSize: VIEWER_3D.exportMaxTextureSize,
  });
  return new Blob([result as ArrayBuffer], { type: 'model/gltf-binary' });
}
