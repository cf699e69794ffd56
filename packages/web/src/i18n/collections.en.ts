/** English texts of the collection screens (web-only; spec texts stay in the domain catalogue). */
export const collectionsEn = {
  pickImage: 'Choose a .png, .jpg or .jpeg picture',
  allCategories: 'All categories',
  addNfts: 'Add NFTs to this collection',
  select: 'Select',
  remove_one: 'Remove {{count}} NFT',
  remove_other: 'Remove {{count}} NFTs',
  removeTitle: 'Remove from collection',
  stats_title: 'Collection statistics',
  stats_floor: 'Floor price',
  stats_volume24h: 'Volume 24 h',
  stats_volume7d: 'Volume 7 d',
  stats_volume30d: 'Volume 30 d',
  stats_volumeAll: 'Total volume',
  stats_sales: 'Sales',
  stats_owners: 'Owners',
  stats_items: 'Items',
  stats_listed: 'Listed',
  listedShare: '{{percent}}%',
  tab_items: 'Items',
  tab_activity: 'Activity',
  period_label: 'Ranking period',
  period_24h: '24 h',
  period_7d: '7 d',
  period_30d: '30 d',
};

export type CollectionsTranslation = Record<keyof typeof collectionsEn, string>;
