import type { LandsTranslation } from './lands.en.ts';

/** Vietnamese texts of the vrLand creation form: exactly the keys of lands.en.ts (checked by the type). */
export const landsVi: LandsTranslation = {
  country: 'Quốc gia',
  city: 'Thành phố',
  project: 'Dự án',
  name: 'Tên',
  address: 'Địa chỉ',
  any: 'Tất cả',
  searchTitle: 'Tìm vrLand',
  mapTitle: 'Bản đồ quy hoạch của {{name}}',
  pickLand: 'Chọn một lô đất trong danh sách để xem trên bản đồ và tạo NFT.',
  taken: 'Đã được tạo',
  price: 'Giá',
  area: 'Diện tích',
  areaValue: '{{area}} m²',
  type: 'Loại',
  recommended: 'Được đề xuất mua',
  uploadTexture: 'Tải lên họa tiết',
  removeTexture: 'Gỡ họa tiết',
  preview3d: 'Xem trước 3D của {{title}}',
  viewCreated: 'Xem vrLand của bạn',
};
