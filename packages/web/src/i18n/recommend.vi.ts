import type { RecommendTranslation } from './recommend.en.ts';

export const recommendVi: RecommendTranslation = {
  intro:
    'Hãy cho chúng tôi biết thiết kế bạn muốn thấy dưới dạng NFT. Đội ngũ của chúng tôi đọc mọi yêu cầu.',
  remaining: 'Bạn có thể gửi {{available}} trên {{total}} yêu cầu.',
  categoryPlaceholder: 'Chọn một danh mục',
  filesHint: 'png, jpg hoặc jpeg · tối đa 5 tệp · mỗi tệp dưới 50Mb',
  chooseFiles: 'Chọn tệp',
  removeFile: 'Xoá {{name}}',
  descriptionPlaceholder: 'Thiết kế nên trông như thế nào?',
  send: 'Gửi',
  sentTitle: 'Đã gửi',
  tryAgain: 'Bạn có muốn thử lại không?',
  requests: {
    menu: 'Yêu cầu đề xuất',
    count: 'Đã nhận: {{count}}',
    empty: 'Chưa nhận được yêu cầu nào.',
    adminOnly: 'Chỉ quản trị viên của chợ mới xem được các yêu cầu đề xuất.',
    from: 'Từ {{username}}',
    attachments: 'Tệp đính kèm',
    noAttachments: 'Không có tệp đính kèm',
    noDescription: 'Không có mô tả',
  },
  mystery: {
    heading: 'Thẻ bí ẩn của bạn',
    text: 'Xác minh tài khoản telegram, discord và twitter, rồi nhận thẻ bí ẩn duy nhất của bạn.',
    claim: 'Nhận',
    claimed: 'Đã nhận',
    confirmTitle: 'Nhận thẻ bí ẩn của bạn?',
    confirmText: 'Thẻ của bạn được lưu trong hồ sơ. Mỗi tài khoản nhận một thẻ.',
    cardAlt: 'Thẻ bí ẩn của {{username}}',
    claimedAlt: 'Thẻ bí ẩn bạn đã nhận',
    socials: 'Tài khoản mạng xã hội',
    verified: 'đã xác minh',
    notVerified: 'chưa xác minh',
  },
};
