import Box from '@mui/material/Box';
import { type ReactNode, Suspense, use, useEffect, useRef, useState } from 'react';

/** How far below (or above) the viewport a section starts to mount: a screen or so of scrolling. */
const ROOT_MARGIN = '600px 0px';

/** Opens once, when the spot comes near the viewport; `promise` settles then. */
function createGate() {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  const gate = {
    opened: false,
    promise,
    open() {
      gate.opened = true;
      open();
    },
  };
  return gate;
}
type Gate = ReturnType<typeof createGate>;

const canObserve = () => typeof IntersectionObserver !== 'undefined';

/** Suspends its children until the gate opens (never where nothing can observe: the server). */
function GateKeeper({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (canObserve() && !gate.opened) use(gate.promise);
  return children;
}

/**
 * Renders `children` only once the spot comes near the viewport: until then `placeholder` (an
 * empty box of about their height) holds its place, and their code, requests and render wait.
 * The server (no IntersectionObserver) renders them at once; when the browser hydrates that
 * markup, it keeps the server's HTML as it is and hydrates it only once near (a suspended
 * Suspense boundary stays dehydrated), so neither their code nor their hydration is part of the
 * first screen's work. Mounting or hydrating later is a retry, which React renders in slices.
 */
export function NearViewport({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const spot = useRef<HTMLDivElement>(null);
  const [gate] = useState(createGate);

  useEffect(() => {
    const element = spot.current;
    if (gate.opened || !element) return;
    if (!canObserve()) return gate.open();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        gate.open();
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [gate]);

  return (
    <Box ref={spot}>
      <Suspense fallback={placeholder}>
        <GateKeeper gate={gate}>{children}</GateKeeper>
      </Suspense>
    </Box>
  );
}
