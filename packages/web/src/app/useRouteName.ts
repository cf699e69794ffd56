import type { RouteName } from '@vrmarket/domain';
import { useMatches } from 'react-router';

/** What a route match carries in its `handle`: the spec's route name (header search box, titles). */
export interface ScreenHandle {
  name: RouteName;
}

function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as ScreenHandle).name === 'string';
}

/** The spec's name of the current screen (from the deepest route match), if any. */
export function useRouteName(): RouteName | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isScreenHandle(handle)) return handle.name;
  }
  return undefined;
}
