import { VIEWER_3D } from '@vrmarket/domain';
import {
  AmbientLight,
  DirectionalLight,
  Group,
  HemisphereLight,
  PMREMGenerator,
  type Scene,
  type WebGLRenderer,
} from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';

/**
 * Lighting shipped with the app, never downloaded: the spec's ambient light 0.5, a sky-and-ground
 * light, a key and a fill light.
 */
export function viewerLights(): Group {
  const lights = new Group();
  const key = new DirectionalLight(0xffffff, 1.6);
  key.position.set(4, 6, 5);
  const fill = new DirectionalLight(0xffffff, 0.5);
  fill.position.set(-5, 2, -4);
  lights.add(
    new AmbientLight(0xffffff, VIEWER_3D.ambientLight),
    new HemisphereLight('#ffffff', '#5b537a', 0.6),
    key,
    fill,
  );
  return lights;
}

/**
 * A procedural room as the scene's environment map, so metallic glTF materials do not render
 * black. Never on a software renderer (SwiftShader, llvmpipe), where prefiltering the room (PMREM)
 * takes seconds. Returns what undoes it, or null when it was not set.
 */
export function roomEnvironment(renderer: WebGLRenderer, scene: Scene): (() => void) | null {
  if (isSoftwareRenderer(renderer)) return null;
  const pmrem = new PMREMGenerator(renderer);
  const room = new RoomEnvironment();
  const target = pmrem.fromScene(room, 0.04);
  scene.environment = target.texture;
  scene.environmentIntensity = 0.8;
  return () => {
    scene.environment = null;
    target.dispose();
    room.dispose();
    pmrem.dispose();
  };
}

function isSoftwareRenderer(renderer: WebGLRenderer): boolean {
  const gl = renderer.getContext();
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
  return /swiftshader|llvmpipe|software/i.test(name);
}
