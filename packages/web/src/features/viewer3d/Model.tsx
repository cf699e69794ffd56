import { useFrame, useLoader, useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Mesh, type Object3D, type PerspectiveCamera, type Vector3 } from 'three';
import { MeshoptDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { applyPartTextures } from './partTextures.ts';
import { frameObject, tuneMaterials } from './scene.ts';
import { tintMaterials } from './tint.ts';

interface ModelProps {
  url: string;
  onReady: (scene: Object3D) => void;
  /** Called once the first frame showing the model has been drawn. */
  onRendered: () => void;
  /** Mesh names of parts to hide. */
  hiddenParts: readonly string[];
  tint?: string | undefined;
  /** Mesh name → texture image url to dress the part with. */
  partTextures: Readonly<Record<string, string>>;
}

/**
 * The glb, framed by the camera. Uploaded models are served meshopt-compressed (the api's
 * optimised copy); three's meshopt decoder carries its wasm inline, so nothing is fetched. (No
 * Draco: its decoder would come from a CDN.)
 */
export function Model({ url, onReady, onRendered, hiddenParts, tint, partTextures }: ModelProps) {
  const gltf = useLoader(GLTFLoader, url, (loader) => loader.setMeshoptDecoder(MeshoptDecoder));
  // The loader caches one scene per url; each viewer (page and preview dialog) needs its own copy.
  const scene = useMemo(() => {
    const copy = gltf.scene.clone(true);
    tuneMaterials(copy);
    return copy;
  }, [gltf]);
  const camera = useThree((state) => state.camera) as PerspectiveCamera;
  const controls = useThree((state) => state.controls) as { target: Vector3; update(): void } | null;
  const invalidate = useThree((state) => state.invalidate);
  const renderer = useThree((state) => state.gl);
  const root = useThree((state) => state.scene);
  // The scene whose shaders were handed over (a new url brings a new scene, compiled in its turn).
  const [compiledScene, setCompiledScene] = useState<Object3D | null>(null);
  const compiled = compiledScene === scene;

  useLayoutEffect(() => {
    const centre = frameObject(scene, camera);
    if (controls) {
      controls.target.copy(centre);
      controls.update();
    }
    onReady(scene);
    invalidate();
  }, [scene, camera, controls, onReady, invalidate]);

  useEffect(() => {
    // Parts are meshes; a group may carry the same name. three renames duplicate nodes ('Tower_1')
    // but keeps the glTF name in userData.name.
    const hidden = new Set(hiddenParts);
    scene.traverse((object) => {
      if (object instanceof Mesh && hidden.has(String(object.userData.name ?? object.name))) {
        object.visible = false;
        object.userData.hiddenPart = true;
      } else if (object.userData.hiddenPart) {
        object.visible = true;
        object.userData.hiddenPart = false;
      }
    });
    invalidate();
  }, [scene, hiddenParts, invalidate]);

  useEffect(() => {
    tintMaterials(scene, tint);
    invalidate();
  }, [scene, tint, invalidate]);

  useEffect(() => {
    let current = true;
    applyPartTextures(scene, partTextures).then(() => {
      if (current) invalidate();
    });
    return () => {
      current = false;
    };
  }, [scene, partTextures, invalidate]);

  useEffect(() => {
    let current = true;
    // The shaders are handed to the GPU process first and the model drawn once they are ready (where
    // the browser can tell: KHR_parallel_shader_compile), so the page is not held while they compile.
    // A failure here shows the model anyway: its first frame compiles them, as without this step.
    void renderer
      .compileAsync(scene, camera, root)
      .catch(() => undefined)
      .then(() => {
        if (!current) return;
        setCompiledScene(scene);
        invalidate();
      });
    return () => {
      current = false;
    };
  }, [renderer, scene, camera, root, invalidate]);

  const reported = useRef(false);
  useFrame(() => {
    if (reported.current || !compiled) return;
    reported.current = true;
    // useFrame runs just before the frame is drawn; report on the next tick, once it is on screen.
    requestAnimationFrame(onRendered);
  });

  return <primitive object={scene} visible={compiled} />;
}
