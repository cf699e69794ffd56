export const templatesVi = {
  category: 'Danh mục',
  parts: 'Bộ phận',
  required: 'bắt buộc',
  materialsOf: 'Chất liệu của {{part}}',
  ownLook: 'Nguyên bản',
  title: 'Tiêu đề',
  price: 'Giá',
  name: 'Tên',
  area: 'Diện tích',
  chosen: 'Bộ phận và chất liệu đã chọn',
  create: 'Tạo',
};
