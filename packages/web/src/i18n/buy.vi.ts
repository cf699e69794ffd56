import type { buyEn } from './buy.en.ts';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** Vietnamese texts of buying, Activity and Inventory: exactly the keys of buy.en.ts. */
export const buyVi: Texts<typeof buyEn> = {
  inventory: {
    title: 'NFT của tôi',
    count_one: '{{count}} vrNFT',
    count_other: '{{count}} vrNFT',
  },
  activity: {
    title: 'Hoạt động',
    tableLabel: 'Hoạt động của bạn',
    openTx: 'Mở giao dịch {{tx}} trên trình khám phá',
    event: {
      TRANSFER: 'Chuyển',
      BUY: 'Mua',
      SELL: 'Bán',
      MINTED: 'Đã đúc',
      LISTING: 'Niêm yết',
      CREATED: 'Đã tạo',
      CANCELLED: 'Đã hủy',
      AUCTION_CREATED: 'Bắt đầu đấu giá',
      BID: 'Trả giá',
      AUCTION_SETTLED: 'Kết thúc đấu giá',
      AUCTION_CANCELLED: 'Hủy đấu giá',
    },
    status: {
      SUCCESS: 'Thành công',
      PENDING: 'Đang chờ',
      FAILED: 'Thất bại',
    },
  },
  dialog: {
    title: 'Mua NFT',
    chooseCurrency: 'Chọn loại tiền để thanh toán',
    currencyHint: 'NFT này được định giá bằng {{currency}}.',
    payWith: 'Thanh toán bằng {{currency}}',
    amount: 'Số tiền',
    referralHint: 'Không bắt buộc. Phần thưởng thuộc về người bạn đã mời bạn.',
    referralRewardTitle: 'Phần thưởng giới thiệu của bạn',
    referralReward_one: '{{count}} lượt giới thiệu × {{price}} × {{percent}}% = {{reward}}',
    referralReward_other: '{{count}} lượt giới thiệu × {{price}} × {{percent}}% = {{reward}}',
    paymentAddress: 'Địa chỉ thanh toán',
    paymentTo: 'Hợp đồng sàn nhận thanh toán và chuyển NFT cho bạn trong cùng một giao dịch.',
    rate: '1 aETH ≈ {{rate}} USDT',
    rateUnknown: 'Hiện chưa có tỷ giá aETH.',
    rateUpdated: 'Tỷ giá được làm mới mỗi 10 giây',
    approxUsdt: '≈ {{amount}} USDT',
    steps: {
      balance: 'Kiểm tra số dư',
      permission: 'Lấy quyền đúc',
      approve: 'Chấp thuận {{currency}}',
      buy: 'Mua',
      mint: 'Đúc',
      record: 'Ghi nhận giao dịch mua',
    },
    working: 'Hãy xác nhận từng bước trong ví của bạn…',
  },
};
