import type { RouteName } from '@vrmarket/domain';

/**
 * The screen of each route: its module under src/routes, which exports a component of the same
 * name (`home/HomePage.tsx` → HomePage). Data only: the router loads them (./screens.ts) and the
 * build reads them (vite.config.ts: each route's chunks, announced in its page's HTML). A route of
 * the table without a screen shows the honest 'Coming soon!' placeholder.
 */
export const screenModules: Partial<Record<RouteName, string>> = {
  home: 'home/HomePage.tsx',
  login: 'login/LoginPage.tsx',
  profile: 'profile/ProfilePage.tsx',
  notFound: 'not-found/NotFoundPage.tsx',
  dashboard: 'dashboard/DashboardPage.tsx',
  explores: 'explores/ExploresPage.tsx',
  favoriteList: 'favorite-list/FavoriteListPage.tsx',
  myBids: 'my-bids/MyBidsPage.tsx',
  myOffers: 'my-offers/MyOffersPage.tsx',
  collections: 'collections/CollectionsPage.tsx',
  collectionDetail: 'collections/CollectionDetailPage.tsx',
  collectionExplore: 'collection-explore/CollectionExplorePage.tsx',
  detail: 'detail/DetailPage.tsx',
  dashboardDetail: 'detail/DetailPage.tsx',
  inventoryDetail: 'detail/DetailPage.tsx',
  inventory: 'inventory/InventoryPage.tsx',
  activity: 'activity/ActivityPage.tsx',
  addNewNft: 'select-category/SelectCategoryPage.tsx',
  selectCategory: 'select-category/SelectCategoryPage.tsx',
  category: 'create-upload/CreateUploadPage.tsx',
  createDone: 'create-done/CreateDonePage.tsx',
  claimVrHomes: 'claim-vr-homes/ClaimVrHomesPage.tsx',
  selectTemplate: 'select-template/SelectTemplatePage.tsx',
  selectModel: 'select-model/SelectModelIndexPage.tsx',
  selectModelPattern: 'select-model/SelectModelPage.tsx',
  claim: 'claim/ClaimPage.tsx',
  claimRequests: 'claim-requests/ClaimRequestsPage.tsx',
  staking: 'staking/StakingPage.tsx',
  stakingSelectCategory: 'select-category/SelectCategoryPage.tsx',
  stakingNew: 'staking/NewStakingPage.tsx',
  verification: 'verification/VerificationPage.tsx',
  recommendDesignNft: 'recommend-design-nft/RecommendDesignPage.tsx',
  recommendRequests: 'recommend-requests/RecommendRequestsPage.tsx',
  petsBulk: 'pets-bulk/PetsBulkPage.tsx',
};
