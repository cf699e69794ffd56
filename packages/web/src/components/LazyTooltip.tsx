import Box from '@mui/material/Box';
import type { TooltipProps } from '@mui/material/Tooltip';
import { lazy, type ReactElement, type RefObject, Suspense, useEffect, useRef, useState } from 'react';

// MUI's Tooltip brings the overlay machinery (Popper, transitions: the `overlays` chunk, ~23 KB gzip).
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

/** Gives the focus back to the child once it is rendered again inside the loaded Tooltip. */
function Refocus({ wrapper, when }: { wrapper: RefObject<HTMLSpanElement | null>; when: boolean }) {
  useEffect(() => {
    if (when) wrapper.current?.querySelector<HTMLElement>('button, a, [tabindex]')?.focus();
  }, [wrapper, when]);
  return null;
}

/**
 * MUI's Tooltip for a screen's first view, whose code loads on the first hover or focus of its
 * child: until then the child renders alone (its aria-label names it; the tooltip only shows it).
 * The first hover or focus opens it as soon as its code is there; from then on it is the Tooltip.
 */
export function LazyTooltip({ title, children }: { title: TooltipProps['title']; children: ReactElement }) {
  const wrapper = useRef<HTMLSpanElement>(null);
  const [wanted, setWanted] = useState<{ refocus: boolean } | null>(null);
  const [open, setOpen] = useState(false);
  const want = (refocus: boolean) => {
    if (wanted) return;
    setWanted({ refocus });
    setOpen(true);
  };
  return (
    <Box
      component="span"
      ref={wrapper}
      sx={{ display: 'contents' }}
      onPointerEnter={wanted ? undefined : () => want(false)}
      onFocus={wanted ? undefined : () => want(true)}
    >
      {wanted ? (
        <Suspense fallback={children}>
          <Tooltip title={title} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
            {children}
          </Tooltip>
          <Refocus wrapper={wrapper} when={wanted.refocus} />
        </Suspense>
      ) : (
        children
      )}
    </Box>
  );
}
