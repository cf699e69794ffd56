import type { notificationsEn } from './notifications.en.ts';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Vietnamese texts of the notification centre. */
export const notificationsVi: Shape<typeof notificationsEn> = {
  title: 'Thông báo',
  bell: 'Thông báo',
  bellUnread_one: 'Thông báo, {{count}} chưa đọc',
  bellUnread_other: 'Thông báo, {{count}} chưa đọc',
  markAllRead: 'Đánh dấu tất cả là đã đọc',
  empty: 'Chưa có thông báo nào',
  loadFailed: 'Không thể tải thông báo.',
  unread: 'Chưa đọc',
  unnamed: 'một NFT',
  kinds: {
    BID_RECEIVED: 'Có lượt trả giá mới cho {{name}} của bạn: {{price}} {{currency}}',
    OUTBID: 'Bạn đã bị trả giá cao hơn cho {{name}}: {{price}} {{currency}}',
    AUCTION_WON: 'Bạn đã thắng phiên đấu giá {{name}} với giá {{price}} {{currency}}',
    AUCTION_NO_BID: 'Phiên đấu giá {{name}} của bạn kết thúc mà không có lượt trả giá; NFT đã về lại với bạn',
    ITEM_SOLD: '{{name}} của bạn đã được bán với giá {{price}} {{currency}}',
    NFT_APPROVED: '{{name}} của bạn đã được duyệt',
    NFT_REJECTED: '{{name}} của bạn đã bị từ chối',
    REFERRAL_CREDITED: 'Tiền thưởng giới thiệu {{price}} {{currency}} đã được ghi có cho bạn',
    RENTAL_ENDING: 'Thời gian thuê {{name}} của bạn kết thúc trong vòng một ngày',
    STAKE_UNLOCKED: 'Khoản stake {{name}} của bạn đã được mở khóa',
    OFFER_RECEIVED: 'Có đề nghị mới cho {{name}} của bạn: {{price}} {{currency}}',
    OFFER_ACCEPTED: 'Đề nghị của bạn cho {{name}} đã được chấp nhận: {{price}} {{currency}}',
    OFFER_INACTIVE:
      'Đề nghị của bạn cho {{name}} không còn hiệu lực: số dư của bạn thấp hơn {{price}} {{currency}}',
    REFUND_CREDITED:
      'Ví của bạn không nhận tiền hoàn giá đặt cho {{name}}: {{price}} {{currency}} đang chờ ở trang Nhận thưởng',
  },
};
