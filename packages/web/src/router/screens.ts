import { protectedRoutes, type RouteName, routes } from '@vrmarket/domain';
import type { ComponentType } from 'react';

/** What a route match carries in its `handle`: the spec's route name (header search box, titles). */
export interface ScreenHandle {
  name: RouteName;
}

export interface Screen {
  name: RouteName;
  path: string;
  isProtected: boolean;
  load: () => Promise<ComponentType>;
}

const comingSoon = () => import('../routes/coming-soon/ComingSoonPage.tsx').then((m) => m.ComingSoonPage);

/** Screens built so far; every other route of the table shows the honest 'Coming soon!' placeholder. */
const built: Partial<Record<RouteName, Screen['load']>> = {
  home: () => import('../routes/home/HomePage.tsx').then((m) => m.HomePage),
  login: () => import('../routes/login/LoginPage.tsx').then((m) => m.LoginPage),
  profile: () => import('../routes/profile/ProfilePage.tsx').then((m) => m.ProfilePage),
  notFound: () => import('../routes/not-found/NotFoundPage.tsx').then((m) => m.NotFoundPage),
  dashboard: () => import('../routes/dashboard/DashboardPage.tsx').then((m) => m.DashboardPage),
  explores: () => import('../routes/explores/ExploresPage.tsx').then((m) => m.ExploresPage),
  favoriteList: () => import('../routes/favorite-list/FavoriteListPage.tsx').then((m) => m.FavoriteListPage),
  collections: () => import('../routes/collections/CollectionsPage.tsx').then((m) => m.CollectionsPage),
  collectionDetail: () =>
    import('../routes/collections/CollectionDetailPage.tsx').then((m) => m.CollectionDetailPage),
  collectionExplore: () =>
    import('../routes/collection-explore/CollectionExplorePage.tsx').then((m) => m.CollectionExplorePage),
  detail: () => import('../routes/detail/DetailPage.tsx').then((m) => m.DetailPage),
  dashboardDetail: () => import('../routes/detail/DetailPage.tsx').then((m) => m.DetailPage),
  inventoryDetail: () => import('../routes/detail/DetailPage.tsx').then((m) => m.DetailPage),
  inventory: () => import('../routes/inventory/InventoryPage.tsx').then((m) => m.InventoryPage),
  activity: () => import('../routes/activity/ActivityPage.tsx').then((m) => m.ActivityPage),
  addNewNft: () =>
    import('../routes/select-category/SelectCategoryPage.tsx').then((m) => m.SelectCategoryPage),
  selectCategory: () =>
    import('../routes/select-category/SelectCategoryPage.tsx').then((m) => m.SelectCategoryPage),
  category: () => import('../routes/create-upload/CreateUploadPage.tsx').then((m) => m.CreateUploadPage),
  createDone: () => import('../routes/create-done/CreateDonePage.tsx').then((m) => m.CreateDonePage),
  claimVrHomes: () => import('../routes/claim-vr-homes/ClaimVrHomesPage.tsx').then((m) => m.ClaimVrHomesPage),
  selectTemplate: () =>
    import('../routes/select-template/SelectTemplatePage.tsx').then((m) => m.SelectTemplatePage),
  selectModel: () =>
    import('../routes/select-model/SelectModelIndexPage.tsx').then((m) => m.SelectModelIndexPage),
  selectModelPattern: () =>
    import('../routes/select-model/SelectModelPage.tsx').then((m) => m.SelectModelPage),
  claim: () => import('../routes/claim/ClaimPage.tsx').then((m) => m.ClaimPage),
  claimRequests: () =>
    import('../routes/claim-requests/ClaimRequestsPage.tsx').then((m) => m.ClaimRequestsPage),
  staking: () => import('../routes/staking/StakingPage.tsx').then((m) => m.StakingPage),
  stakingSelectCategory: () =>
    import('../routes/select-category/SelectCategoryPage.tsx').then((m) => m.SelectCategoryPage),
  stakingNew: () => import('../routes/staking/NewStakingPage.tsx').then((m) => m.NewStakingPage),
  verification: () => import('../routes/verification/VerificationPage.tsx').then((m) => m.VerificationPage),
  recommendDesignNft: () =>
    import('../routes/recommend-design-nft/RecommendDesignPage.tsx').then((m) => m.RecommendDesignPage),
  recommendRequests: () =>
    import('../routes/recommend-requests/RecommendRequestsPage.tsx').then((m) => m.RecommendRequestsPage),
  petsBulk: () => import('../routes/pets-bulk/PetsBulkPage.tsx').then((m) => m.PetsBulkPage),
};

/** The router pattern of a route: each function of `routes` gives it when called without an argument. */
export function routePattern(name: RouteName): string {
  return (routes[name] as () => string)();
}

/** Both `/select-model` and `/select-model/:categoryId` exist; `selectModel()` without argument is the bare one. */
export const screens: Screen[] = (Object.keys(routes) as RouteName[]).map((name) => ({
  name,
  path: routePattern(name),
  isProtected: protectedRoutes.includes(name),
  load: built[name] ?? comingSoon,
}));
