import { type RefObject, startTransition, useEffect, useState } from 'react';

/**
 * Whether the element has come within `rootMargin` of the viewport; once true it stays so. False
 * on the server and in the first render (hydration matches the server's markup); true at once
 * without IntersectionObserver. The change is a transition: what mounts then renders in slices.
 */
export function useNearViewport(element: RefObject<HTMLElement | null>, rootMargin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near, rootMargin]);
  return near;
}
