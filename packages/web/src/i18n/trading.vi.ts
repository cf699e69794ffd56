import type { tradingEn } from './trading.en.ts';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Vietnamese texts of the owner actions' dialogs. */
export const tradingVi: Shape<typeof tradingEn> = {
  step: {
    permit: 'Nhận quyền đúc NFT',
    approveToken: 'Cho phép dùng token thanh toán',
    approveNft: 'Cho phép hợp đồng giữ NFT của bạn',
    mint: 'Đúc NFT',
    createOffer: 'Đưa NFT lên chợ',
    changePrice: 'Đổi giá',
    cancelOffer: 'Gỡ NFT khỏi chợ',
    transfer: 'Gửi NFT',
    listForRent: 'Cho thuê NFT',
    swapKey: 'Nhận khóa hoán đổi',
    swap: 'Hoán đổi NFT',
    createAuction: 'Đưa NFT lên đấu giá',
    bid: 'Đặt giá của bạn',
    settleAuction: 'Tất toán phiên đấu giá',
    cancelAuction: 'Huỷ phiên đấu giá',
    wrap: 'Chuyển ETH thành WETH',
    signOffer: 'Ký đề nghị của bạn',
    sendOffer: 'Gửi đề nghị của bạn',
    acceptOffer: 'Chấp nhận đề nghị',
    withdrawOffer: 'Huỷ đề nghị của bạn',
    cancelAllOffers: 'Huỷ tất cả đề nghị của bạn',
    record: 'Ghi nhận giao dịch',
  },
  stepState: {
    waiting: 'Đang chờ',
    active: 'Xác nhận trong ví của bạn',
    done: 'Xong',
    failed: 'Thất bại',
  },
  preparing: 'Đang chuẩn bị…',
  walletHint: 'Mỗi bước sẽ yêu cầu ví của bạn xác nhận.',
  progress: 'Các bước',
  stageOf: 'Bước {{n}} / {{total}}',
  sell: {
    chooseCurrency: 'Chọn loại tiền người mua sẽ trả',
    enterPrice: 'Nhập giá của bạn',
    review: 'Kiểm tra lại thông tin bán',
    unavailable: 'Không dùng được cho danh mục này',
    noCurrency: 'Danh mục này chưa được cấu hình loại tiền.',
    notTaken: 'Sàn hiện không nhận loại tiền này',
  },
  computingFee: 'Đang tính phí sàn…',
  changePrice: {
    current: 'Giá hiện tại',
    newPrice: 'Giá mới',
    review: 'Kiểm tra lại giá mới',
  },
  transfer: {
    enterAddress: 'Nhập địa chỉ ví của người nhận',
    review: 'Kiểm tra lại việc chuyển',
    recipient: 'Người nhận',
    username: 'Tên người dùng',
    warning: 'Không thể hoàn tác việc chuyển. Hãy kiểm tra kỹ địa chỉ.',
    ownAddress: 'Đây là ví của chính bạn.',
  },
  rent: {
    intro: 'Cho thuê NFT của bạn, giá tính theo đơn vị thời gian bằng USDT.',
    maxDuration: 'Thời gian thuê tối đa',
    unit: 'Đơn vị',
    pricePerUnit: 'Giá mỗi {{unit}} (USDT)',
    units: { hour: 'Giờ', day: 'Ngày', month: 'Tháng', year: 'Năm' },
    review: 'Tối đa {{duration}} {{unit}} với giá {{price}} USDT mỗi đơn vị',
  },
  swap: {
    review: 'Xem lại giao dịch hoán đổi',
    give: 'Bạn đưa',
    receive: 'Bạn nhận',
    howItWorks:
      'NFT của bạn được gửi đến quầy hoán đổi, nơi gửi lại NFT bạn chọn trong cùng một giao dịch. Không thể hoàn tác giao dịch hoán đổi.',
  },
  mint: {
    free: 'Đúc NFT này miễn phí; bạn chỉ trả phí mạng.',
  },
};
