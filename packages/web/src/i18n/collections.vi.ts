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
  stats_title: 'Thống kê bộ sưu tập',
  stats_floor: 'Giá sàn',
  stats_volume24h: 'Khối lượng 24 giờ',
  stats_volume7d: 'Khối lượng 7 ngày',
  stats_volume30d: 'Khối lượng 30 ngày',
  stats_volumeAll: 'Tổng khối lượng',
  stats_sales: 'Lượt bán',
  stats_owners: 'Chủ sở hữu',
  stats_items: 'Vật phẩm',
  stats_listed: 'Đang bán',
  listedShare: '{{percent}}%',
  tab_items: 'Vật phẩm',
  tab_activity: 'Hoạt động',
  period_label: 'Khoảng thời gian xếp hạng',
  period_24h: '24 giờ',
  period_7d: '7 ngày',
  period_30d: '30 ngày',
};
