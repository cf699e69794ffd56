import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Look, Subject, ViewerState } from './protocol.ts';
import { startViewer, type ViewerHandle } from './viewerHost.ts';

export interface ViewerBinding {
  /** The element the viewer fills with its canvas: an empty box of its own. */
  box: RefObject<HTMLDivElement | null>;
  state: ViewerState;
}

/**
 * Runs a viewer in `box` while the component is mounted. It starts again when the subject or zoom
 * changes (pass a memoised subject) and follows the look without starting again.
 */
export function useViewer(
  subject: Subject,
  zoom: boolean,
  look: Look,
  onStateChange?: (state: ViewerState) => void,
): ViewerBinding {
  const [state, setState] = useState<ViewerState>('loading');
  const box = useRef<HTMLDivElement>(null);
  const viewer = useRef<ViewerHandle | null>(null);
  // The viewer starts once per subject; the latest look and listener are read from here.
  const latest = useRef({ look, onStateChange });
  useLayoutEffect(() => {
    latest.current = { look, onStateChange };
  });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const report = (next: ViewerState) => {
      setState(next);
      latest.current.onStateChange?.(next);
    };
    report('loading');
    const handle = startViewer(element, { subject, zoom, look: latest.current.look }, report);
    viewer.current = handle;
    return () => {
      handle.stop();
      viewer.current = null;
    };
  }, [subject, zoom]);

  useEffect(() => {
    viewer.current?.setLook(look);
  }, [look]);

  return { box, state };
}
