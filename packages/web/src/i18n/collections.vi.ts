import type { CollectionsTranslation } from './collections.en.ts';

/** Vietnamese texts of the collection screens: exactly the keys of collections.en.ts (checked by the type). */
export const collectionsVi: CollectionsTranslation = {
  pickImage: 'Chọn ảnh .png, .jpg hoặc .jpeg',
  allCategories: 'Tất cả danh mục',
  addNfts: 'Thêm NFT vào bộ sưu tập này',
  select: 'Chọn',
  remove_one: 'Xóa {{count}} NFT',
  remove_other: 'Xóa {{count}} NFT',
  removeTitle: 'Xóa khỏi bộ sưu tập',
};
