import Box from '@mui/material/Box';
import { type ReactNode, startTransition, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** How far below (or above) the viewport a section starts to mount: a screen or so of scrolling. */
const ROOT_MARGIN = '600px 0px';

const subscribeNever = () => () => {};
/** True on the server and while hydrating its markup, false in a client render. */
const useServerMarkup = () =>
  useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );

/**
 * Mounts `children` only once the spot comes near the viewport: until then `placeholder` (an empty
 * box of about their height) holds its place. Once mounted they stay, and they mount in a
 * transition, so the render yields to the browser. Without IntersectionObserver, on the server and
 * when hydrating the server's markup, it renders `children` at once, as a plain section would.
 */
export function NearViewport({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const spot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const serverMarkup = useServerMarkup();
  // The server rendered the section: keep it after hydration rather than swapping in the placeholder.
  if (serverMarkup && !near) setNear(true);

  useEffect(() => {
    const element = spot.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return <Box ref={spot}>{near ? children : placeholder}</Box>;
}
