import { screenTitles, type UiView } from '@vrmarket/domain';

export type Lang = UiView['lang'];

/**
 * The head tags' texts in the app's two languages; screen titles are the domain's, as each
 * screen's own `<title>` shows them.
 */
export const previewTexts = {
  en: {
    site: 'vrmarket',
    siteTitle: 'vrmarket — NFT Marketplace for Metaverse Assets',
    siteDescription:
      'vrmarket — the NFT marketplace for metaverse assets: homes, lands, stores, 3D models and more.',
    nftDescription:
      'A metaverse asset on vrmarket, the NFT marketplace for homes, lands, stores and 3D models.',
    collectionDescription: 'A collection on vrmarket, the NFT marketplace for metaverse assets.',
    price: 'Price',
    floor: 'Floor',
    items: 'Items',
    locale: 'en_US',
    screens: screenTitles.en,
  },
  vi: {
    site: 'vrmarket',
    siteTitle: 'vrmarket — Chợ NFT cho tài sản metaverse',
    siteDescription:
      'vrmarket — chợ NFT cho tài sản metaverse: nhà, đất, cửa hàng, mô hình 3D và hơn thế nữa.',
    nftDescription: 'Một tài sản metaverse trên vrmarket, chợ NFT cho nhà, đất, cửa hàng và mô hình 3D.',
    collectionDescription: 'Một bộ sưu tập trên vrmarket, chợ NFT cho tài sản metaverse.',
    price: 'Giá',
    floor: 'Giá sàn',
    items: 'Vật phẩm',
    locale: 'vi_VN',
    screens: screenTitles.vi,
  },
} as const;
