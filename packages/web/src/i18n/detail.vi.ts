import type { detailEn } from './detail.en.ts';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** Vietnamese texts of the NFT detail screen: exactly the keys of detail.en.ts. */
export const detailVi: Texts<typeof detailEn> = {
  about: 'Giới thiệu',
  collection: 'Bộ sưu tập',
  currentPrice: 'Giá hiện tại',
  mintingPrice: 'Giá đúc',
  copyLink: 'Sao chép liên kết',
  like: 'Thích, {{count}}',
  unlike: 'Bỏ thích, {{count}}',
  refreshed: 'Đã làm mới siêu dữ liệu từ chuỗi khối.',
  loadingModel: 'Đang tải mô hình 3D',
  viewIn3d: 'Xem dạng 3D',
  exportGlb: 'Xuất GLB',
  landName: 'Tên lô đất',
  country: 'Quốc gia',
  city: 'Thành phố',
  project: 'Dự án',
  address: 'Địa chỉ',
  mapTitle: 'Bản đồ của {{name}}',
  modelName: 'Mô hình',
  format: 'Định dạng',
  qrTitle: 'Mã QR liên kết của NFT này',
  qrText: 'Quét để mở NFT này trên thiết bị khác.',
  moreFrom: 'Thêm từ {{name}}',
  moreToExplore: 'Khám phá thêm',
  helper: {
    marketplace: 'Sàn giao dịch',
    auctionHouse: 'Nhà đấu giá',
    minter: 'Đã đúc',
  },
  event: {
    SALE: 'Bán',
    MINTED: 'Đã đúc',
    LISTING: 'Niêm yết',
    TRANSFER: 'Chuyển',
    CANCELLED: 'Đã hủy',
    BUY: 'Đã mua',
    SELL: 'Đã bán',
    CREATED: 'Đã tạo',
    AUCTION_CREATED: 'Bắt đầu đấu giá',
    BID: 'Trả giá',
    AUCTION_SETTLED: 'Kết thúc đấu giá',
    AUCTION_CANCELLED: 'Hủy đấu giá',
  },
};
