import type { HomesTranslation } from './homes.en.ts';

export const homesVi: HomesTranslation = {
  title: 'Nhận vrHome miễn phí',
  preview: 'Xem trước vrHome của bạn',
  name: 'Tiêu đề',
  price: 'Giá',
  color: 'Màu',
  colorHint: 'Chọn một màu chưa ai dùng',
  titleTooLong: 'Tối đa {{max}} ký tự',
  done: 'Xong',
  confirmTitle: 'Nhận ngôi nhà này?',
  confirmText:
    'vrHome miễn phí “{{title}}” của bạn sẽ được tạo với màu {{color}}. Mỗi người dùng chỉ nhận được một ngôi nhà miễn phí.',
  claim: 'Nhận',
  cancel: 'Hủy',
  claiming: 'Đang nhận…',
  noModel: 'Chưa có mẫu vrHome nào.',
  buyLand: 'Xem các vrLand',
  claimedVerified: 'vrHome miễn phí của bạn đã được xác minh và đã có trong kho đồ.',
  toInventory: 'Đến kho đồ',
};
