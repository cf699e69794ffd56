import { detailEn } from './detail.en.ts';
/**
 * Web-only English texts, nested by area (`<area>.<camelCaseName>`: app, header, home, login,
 * notFound, comingSoon, dialogs, screens). Every text the spec gives lives in the domain catalogue
 * (`messages` of @vrmarket/domain, flat UPPER_SNAKE keys) and is merged in by ./resources.ts, so
 * `t('NOT_LOGGED_IN')` is a spec text and `t('home.heroText')` is one of ours.
 */
export const webEn = {
  app: {
    backHome: 'Back to home',
    footerNote: 'A self-hostable marketplace for 3D and virtual-world NFTs.',
    footerRights: '© {{year}} vrmarket',
    skipToContent: 'Skip to content',
  },
  header: {
    home: 'vrmarket home',
    toDarkMode: 'Switch to dark mode',
    toLightMode: 'Switch to light mode',
    language: 'Language',
    account: 'Account',
  },
  home: {
    eyebrow: 'Homes · Lands · Stores · 3D models · Digital humans',
    heroText:
      'Discover, create and trade virtual homes, lands, malls, 3D models and digital humans — owned by you, on-chain.',
    heroChips: 'Payments in USDT, BIVE, VRA and aETH',
    marketplaceNote: 'Listings appear here as soon as the marketplace opens.',
    guideTitle: 'Start selling in four steps',
    guideWalletText: 'Sign in, then link your browser-extension wallet to your account.',
    guideCollectionText: 'Group your NFTs under a name, a cover image and a description.',
    guideNftsText: 'Upload 3D models, images or videos and describe their properties.',
    guideSaleText: 'Choose a price and a currency; buyers pay on-chain.',
  },
  login: {
    title: 'Sign in',
    subtitle: 'Welcome back. Sign in to create, collect and trade metaverse assets.',
    social: 'Sign in with vrmarket ID',
    or: 'or',
    username: 'Username',
    password: 'Password',
    notOpenYet: 'Sign-in opens together with the account service: these buttons are not active yet.',
    sideTitle: 'Own your corner of the metaverse',
    sideText: 'Homes, lands, stores and 3D models, traded as NFTs on one chain.',
  },
  notFound: {
    text: 'The page you are looking for does not exist or has moved.',
  },
  comingSoon: {
    text: 'This screen is being built. Check back soon.',
  },
  dialogs: {
    close: 'Close',
  },
  detail: detailEn,
  screens: {
    home: 'Marketplace',
    login: 'Sign in',
    notFound: 'Page not found',
    dashboard: 'Marketplace',
    dashboardDetail: 'Item detail',
    detail: 'Item detail',
    inventory: 'Inventory',
    inventoryDetail: 'My NFT',
    addNewNft: 'Create NFT',
    selectModel: 'Select a model',
    selectModelPattern: 'Select a model',
    selectTemplate: 'Select a template',
    createDone: 'NFT created',
    activity: 'Activity',
    claim: 'Claim',
    claimVrHomes: 'Claim vrHomes',
    collections: 'Collections',
    collectionDetail: 'Collection detail',
    collectionExplore: 'Collection',
    selectCategory: 'Select a category',
    explores: 'Explore',
    favoriteList: 'Favorite list',
    recommendDesignNft: 'Recommend Design NFT',
    profile: 'Profile',
    staking: 'Staking NFT',
    stakingSelectCategory: 'Staking: choose a category',
    stakingNew: 'New staking',
    verification: 'Verification queue',
    category: 'New staking NFT',
  },
};

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type WebTranslation = Texts<typeof webEn>;
