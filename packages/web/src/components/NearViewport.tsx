import Box from '@mui/material/Box';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useNearViewport } from './useNearViewport.ts';

/** How far below (or above) the viewport a section starts to mount: a screen or so of scrolling. */
const ROOT_MARGIN = '600px 0px';

const intrinsicSizes = (height: ResponsiveHeight): Record<string, string> =>
  Object.fromEntries(Object.entries(height).map(([breakpoint, px]) => [breakpoint, `auto ${px}px`]));

/** Reports once its children are on the page (mounted, or hydrated). */
function Shown({ onShown, children }: { onShown: (shown: true) => void; children: ReactNode }) {
  useEffect(() => onShown(true), [onShown]);
  return children;
}

/** Pixels by breakpoint, e.g. `{ xs: 2800, md: 2200 }`. */
type ResponsiveHeight = Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>;

/**
 * Renders `children` only once the spot comes near the viewport: until then an empty box of
 * about their `height` holds its place, and their code, requests and render wait. They mount in
 * a transition (React renders it in slices) and stay. The server renders the placeholder (the
 * content would cost the first screen its HTML, its hydration and its code); without
 * IntersectionObserver the browser mounts the content at once. Offscreen, the browser skips the
 * style and layout of what is inside (`content-visibility`). The box is `aria-busy` until the
 * content is live.
 */
export function NearViewport({ height, children }: { height: ResponsiveHeight; children: ReactNode }) {
  const spot = useRef<HTMLDivElement>(null);
  // False on the server too: its markup holds the placeholder, and hydration has nothing of the
  // content to do; the browser mounts it when near (at once without IntersectionObserver).
  const near = useNearViewport(spot, ROOT_MARGIN);
  const [shown, setShown] = useState(false);

  const placeholder = <Box sx={{ minHeight: { ...height } }} aria-hidden="true" />;
  return (
    <Box
      ref={spot}
      aria-busy={!shown}
      sx={{ contentVisibility: 'auto', containIntrinsicSize: intrinsicSizes(height) }}
    >
      {/* The placeholder also stands in while their code loads. */}
      <Suspense fallback={placeholder}>
        {near ? <Shown onShown={setShown}>{children}</Shown> : placeholder}
      </Suspense>
    </Box>
  );
}
