/** Bản tiếng Việt của pets.en.ts. */
export const petsVi = {
  title: 'Tạo thú cưng',
  menu: 'Tạo thú cưng hàng loạt',
  models: 'Mẫu thú cưng',
  total: '{{count}} mục',
  createdOf: 'đã tạo {{created}} / {{total}}',
  created: 'Đã tạo',
  viewNft: 'Xem NFT',
  collection: 'Bộ sưu tập',
  hint: 'Tạo lần lượt các thú cưng của trang này; thú cưng đã tạo sẽ được bỏ qua.',
  progress: 'Đang tạo {{name}}… {{percent}}%',
  progressLabel: 'Tiến độ',
  linked: 'Mỗi thú cưng được liên kết với NFT của nó: chạy lại trang này không tạo trùng.',
  resume: "Nhấn 'CREATE ALL' lần nữa để tạo phần còn lại; không có gì bị tạo trùng.",
  adminOnly: 'Chỉ quản trị viên sàn mới được tạo thú cưng hàng loạt.',
  publishing: 'Đang công khai…',
  published: 'Đã công khai {{time}}',
};
