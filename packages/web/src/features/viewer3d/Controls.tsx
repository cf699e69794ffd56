import { useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';

/**
 * Orbit without pan (spec), zoom only when asked. three's own OrbitControls rather than drei's:
 * drei's entry would add its whole dependency graph to the 3D chunk.
 */
export function Controls({ zoom }: { zoom: boolean }) {
  const camera = useThree((state) => state.camera);
  const domElement = useThree((state) => state.gl.domElement);
  const invalidate = useThree((state) => state.invalidate);
  const set = useThree((state) => state.set);
  const controls = useMemo(() => new OrbitControls(camera, domElement), [camera, domElement]);

  useEffect(() => {
    controls.enablePan = false;
    controls.enableZoom = zoom;
    controls.enableDamping = false;
  }, [controls, zoom]);

  useEffect(() => {
    // The canvas renders on demand: every camera move asks for a frame.
    const onChange = () => invalidate();
    controls.addEventListener('change', onChange);
    set({ controls });
    return () => {
      controls.removeEventListener('change', onChange);
      controls.dispose();
      set({ controls: null });
    };
  }, [controls, invalidate, set]);

  return null;
}
