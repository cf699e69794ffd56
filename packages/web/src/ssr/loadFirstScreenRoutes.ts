import { matchRoutes, type RouteObject } from 'react-router';
import { appRoutes } from '../router/router.tsx';

type LazyDefinition = Record<string, () => Promise<unknown>>;

/**
 * Loads the lazy code of the routes matching `location` into the route table, as if it had been
 * imported statically: a router created afterwards renders the screen at once, so it hydrates the
 * server's markup of it (with a route still lazy it would render its splash first).
 */
export async function loadFirstScreenRoutes(location: Pick<Location, 'pathname'>): Promise<void> {
  const matches = matchRoutes(appRoutes, location.pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy as LazyDefinition | undefined;
      if (!lazy || typeof lazy === 'function') return;
      const entries = await Promise.all(
        Object.entries(lazy).map(async ([key, load]) => [key, await load()] as const),
      );
      Object.assign(route as RouteObject, Object.fromEntries(entries));
      (route as RouteObject).lazy = undefined;
    }),
  );
}
