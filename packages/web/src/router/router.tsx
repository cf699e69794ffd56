import { CATEGORY_ID, routes } from '@vrmarket/domain';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import type { ScreenHandle } from '../app/useRouteName.ts';
import { AppSplash } from '../components/AppSplash.tsx';
import { AppLayout } from '../components/layout/AppLayout.tsx';
import { AVATAR_MAKER_PATH } from '../features/create/avatarMessage.ts';
import { RouteErrorPage } from '../routes/error/RouteErrorPage.tsx';
import { layoutParts } from './layoutParts.ts';
import { Redirect } from './Redirect.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { type Screen, screens } from './screens.ts';
import { restoreSiteTitle } from './serverTitle.ts';

function toRoute(screen: Screen): RouteObject {
  const route: RouteObject = {
    path: screen.path,
    handle: { name: screen.name } satisfies ScreenHandle,
    lazy: { Component: screen.load },
  };
  // `/{categoryId}` only for category ids (numbers or UUIDs); anything else goes to /not-found.
  if (screen.name === 'category') {
    route.loader = ({ params }) =>
      CATEGORY_ID.test(params.categoryId ?? '') ? null : redirect(routes.notFound());
  }
  return route;
}

export const appRoutes: RouteObject[] = [
  // The avatar maker fills the create form's frame: no header or footer around it.
  {
    path: AVATAR_MAKER_PATH,
    HydrateFallback: AppSplash,
    lazy: {
      Component: () =>
        import('../features/create/avatar-maker/AvatarMakerPage.tsx').then((m) => m.AvatarMakerPage),
    },
  },
  {
    element: <AppLayout parts={layoutParts} />,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: AppSplash,
    children: [
      ...screens.filter((s) => !s.isProtected).map(toRoute),
      { Component: RequireAuth, children: screens.filter((s) => s.isProtected).map(toRoute) },
      { path: '*', element: <Redirect to={routes.notFound()} /> },
    ],
  },
];

/**
 * The app's browser router, created by the entry (src/main.tsx) once the first screen's lazy
 * route code is in, so a page rendered on the server hydrates without the splash; the tab shows
 * the site's title until a screen sets its own (./serverTitle.ts).
 *
 * `hydrating`: the page is the server's markup, which the visitor may have scrolled before the app
 * loaded. Given hydration data (there is no loader data to give), <ScrollRestoration> leaves the
 * page where the visitor has it instead of moving it to the top when it first renders (a click on
 * a link scrolled to then landed on whatever came up under the pointer). A position it saved
 * earlier (a reload) is still restored.
 */
export const createAppRouter = ({ hydrating = false }: { hydrating?: boolean } = {}) => {
  restoreSiteTitle();
  return createBrowserRouter(appRoutes, hydrating ? { hydrationData: {} } : undefined);
};
export type AppRouter = ReturnType<typeof createAppRouter>;
