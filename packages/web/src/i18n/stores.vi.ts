import type { StoresTranslation } from './stores.en.ts';

/** Vietnamese texts of the vrStore screens: exactly the keys of stores.en.ts (checked by the type). */
export const storesVi: StoresTranslation = {
  pickModel: 'Chọn một mẫu cửa hàng để tạo.',
  members: 'Các loại {{group}}',
  all: 'Tất cả',
  previewStore: 'Xem trước vrStore',
  previewOf: 'Xem trước {{title}}',
  title: 'Tiêu đề',
  price: 'Giá',
  name: 'Tên',
  area: 'Diện tích',
  areaWithSize: '{{area}} m² ({{size}})',
  sizeSmall: 'Nhỏ',
  sizeMedium: 'Vừa',
  sizeLarge: 'Lớn',
  chooseAnother: 'Mẫu khác',
};
