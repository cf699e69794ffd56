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

const intrinsicSizes = (height: ResponsiveHeight): Record<string, string> =>
  Object.fromEntries(Object.entries(height).map(([breakpoint, px]) => [breakpoint, `auto ${px}px`]));

const canObserve = () => typeof IntersectionObserver !== 'undefined';

/**
 * Suspends its children until the gate opens (never where nothing can observe: the server), and
 * reports once they are on the page (mounted, or hydrated from the server's markup).
 */
function GateKeeper({
  gate,
  onShown,
  children,
}: {
  gate: Gate;
  onShown: (shown: true) => void;
  children: ReactNode;
}) {
  if (canObserve() && !gate.opened) use(gate.promise);
  useEffect(() => onShown(true), [onShown]);
  return children;
}

/** Pixels by breakpoint, e.g. `{ xs: 2800, md: 2200 }`. */
type ResponsiveHeight = Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>;

/**
 * Renders `children` only once the spot comes near the viewport: until then an empty box of
 * about their `height` holds its place, and their code, requests and render wait.
 * The server (no IntersectionObserver) renders them at once; when the browser hydrates that
 * markup, it keeps the server's HTML as it is and hydrates it only once near (a suspended
 * Suspense boundary stays dehydrated), so neither their code nor their hydration is part of the
 * first screen's work. Mounting or hydrating later is a retry, which React renders in slices.
 */
export function NearViewport({ height, children }: { height: ResponsiveHeight; children: ReactNode }) {
  const spot = useRef<HTMLDivElement>(null);
  const [gate] = useState(createGate);
  const [shown, setShown] = useState(false);

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
    // Offscreen, the browser skips the style and layout of what is inside (the server's markup
    // while it waits), sized as `height` until it has rendered once.
    <Box
      ref={spot}
      // Busy until the content is live (the server's markup waits for hydration).
      aria-busy={!shown}
      sx={{
        contentVisibility: 'auto',
        containIntrinsicSize: intrinsicSizes(height),
      }}
    >
      <Suspense fallback={<Box sx={{ minHeight: { ...height } }} aria-hidden="true" />}>
        <GateKeeper gate={gate} onShown={setShown}>
          {children}
        </GateKeeper>
      </Suspense>
    </Box>
  );
}
