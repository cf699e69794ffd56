import { useThree } from '@react-three/fiber';
import { VIEWER_3D } from '@vrmarket/domain';
import { useEffect } from 'react';
import { PMREMGenerator, type WebGLRenderer } from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';

/**
 * Lighting shipped with the app, never downloaded: the spec's ambient light 0.5, a key and a fill
 * light and, once `environment` is on, a procedural room as environment map so metallic glTF
 * materials do not render black. The viewer turns it on after the model's first frame is on
 * screen, and never on a software renderer (SwiftShader, llvmpipe), where prefiltering the room
 * (PMREM) blocks the page for seconds.
 */
export function Lighting({ environment }: { environment: boolean }) {
  const gl = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    if (!environment || isSoftwareRenderer(gl)) return;
    const pmrem = new PMREMGenerator(gl);
    const room = new RoomEnvironment();
    const target = pmrem.fromScene(room, 0.04);
    scene.environment = target.texture;
    scene.environmentIntensity = 0.8;
    invalidate();
    return () => {
      scene.environment = null;
      target.dispose();
      room.dispose();
      pmrem.dispose();
    };
  }, [environment, gl, scene, invalidate]);
  return (
    <>
      <ambientLight intensity={VIEWER_3D.ambientLight} />
      <hemisphereLight args={['#ffffff', '#5b537a', 0.6]} />
      <directionalLight position={[4, 6, 5]} intensity={1.6} />
      <directionalLight position={[-5, 2, -4]} intensity={0.5} />
    </>
  );
}

function isSoftwareRenderer(renderer: WebGLRenderer): boolean {
  const gl = renderer.getContext();
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
  return /swiftshader|llvmpipe|software/i.test(name);
}
