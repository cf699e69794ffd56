import { protectedRoutes, type RouteName, routes } from '@vrmarket/domain';
import type { ComponentType } from 'react';
import { screenModules } from './screenModules.ts';

export interface Screen {
  name: RouteName;
  path: string;
  isProtected: boolean;
  load: () => Promise<ComponentType>;
}

const comingSoon = () => import('../routes/coming-soon/ComingSoonPage.tsx').then((m) => m.ComingSoonPage);

const pages = import.meta.glob<Record<string, ComponentType>>([
  '../routes/*/*Page.tsx',
  '!../routes/coming-soon/*',
  '!../routes/error/*',
]);

/** Loads the component `home/HomePage.tsx` exports as HomePage. */
function screenLoader(file: string): Screen['load'] {
  const load = pages[`../routes/${file}`];
  if (!load) throw new Error(`no screen module ${file} under src/routes`);
  const component = file.replace(/^.*\//, '').replace(/\.tsx$/, '');
  return () => load().then((module) => module[component]!);
}

/** The router pattern of a route: each function of `routes` gives it when called without an argument. */
export function routePattern(name: RouteName): string {
  return (routes[name] as () => string)();
}

/** Both `/select-model` and `/select-model/:categoryId` exist; `selectModel()` without argument is the bare one. */
export const screens: Screen[] = (Object.keys(routes) as RouteName[]).map((name) => ({
  name,
  path: routePattern(name),
  isProtected: protectedRoutes.includes(name),
  load: screenModules[name] ? screenLoader(screenModules[name]) : comingSoon,
}));
