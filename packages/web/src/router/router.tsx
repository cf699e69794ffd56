import { CATEGORY_ID, routes } from '@vrmarket/domain';
import { createBrowserRouter, Navigate, type RouteObject, redirect } from 'react-router';
import { AppSplash } from '../components/AppSplash.tsx';
import { AppLayout } from '../components/layout/AppLayout.tsx';
import { AVATAR_MAKER_PATH } from '../features/create/avatarMessage.ts';
import { RouteErrorPage } from '../routes/error/RouteErrorPage.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { type Screen, type ScreenHandle, screens } from './screens.ts';
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
    Component: AppLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: AppSplash,
    children: [
      ...screens.filter((s) => !s.isProtected).map(toRoute),
      { Component: RequireAuth, children: screens.filter((s) => s.isProtected).map(toRoute) },
      { path: '*', element: <Navigate to={routes.notFound()} replace /> },
    ],
  },
];

/**
 * The app's browser router, created by the entry (src/main.tsx) once the first screen's lazy
 * route code is in, so a page rendered on the server hydrates without the splash; the tab shows
 * the site's title until a screen sets its own (./serverTitle.ts).
 */
export const createAppRouter = () => {
  restoreSiteTitle();
  return createBrowserRouter(appRoutes);
};
export type AppRouter = ReturnType<typeof createAppRouter>;
