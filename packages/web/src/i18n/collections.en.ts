/** English texts of the collection screens (web-only; spec texts stay in the domain catalogue). */
export const collectionsEn = {
  pickImage: 'Choose a .png, .jpg or .jpeg picture',
  allCategories: 'All categories',
  addNfts: 'Add NFTs to this collection',
  select: 'Select',
  remove_one: 'Remove {{count}} NFT',
  remove_other: 'Remove {{count}} NFTs',
  removeTitle: 'Remove from collection',
};

export type CollectionsTranslation = Record<keyof typeof collectionsEn, string>;
