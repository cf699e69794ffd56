import { screenTitles } from '@vrmarket/domain';
import { detailVi } from './detail.vi.ts';
import type { WebTranslation } from './en.ts';

/** Vietnamese web-only texts: exactly the keys of en.ts (checked by the type). */
export const webVi: WebTranslation = {
  app: {
    backHome: 'Về trang chủ',
    footerNote: 'Chợ NFT 3D và thế giới ảo mà bạn có thể tự vận hành.',
    footerRights: '© {{year}} vrmarket',
    skipToContent: 'Chuyển đến nội dung',
  },
  header: {
    home: 'Trang chủ vrmarket',
    toDarkMode: 'Chuyển sang giao diện tối',
    toLightMode: 'Chuyển sang giao diện sáng',
    language: 'Ngôn ngữ',
    account: 'Tài khoản',
  },
  home: {
    eyebrow: 'Nhà · Đất · Cửa hàng · Mô hình 3D · Người số',
    heroText:
      'Khám phá, tạo và giao dịch nhà ảo, đất, trung tâm thương mại, mô hình 3D và người số — thuộc quyền sở hữu của bạn, trên chuỗi khối.',
    heroChips: 'Thanh toán bằng USDT, BIVE, VRA và aETH',
    marketplaceNote: 'Các NFT đang bán sẽ xuất hiện ở đây ngay khi chợ mở cửa.',
    guideTitle: 'Bắt đầu bán chỉ với bốn bước',
    guideWalletText: 'Đăng nhập, rồi liên kết ví tiện ích trình duyệt với tài khoản của bạn.',
    guideCollectionText: 'Gom các NFT của bạn dưới một tên, một ảnh bìa và một mô tả.',
    guideNftsText: 'Tải lên mô hình 3D, hình ảnh hoặc video và mô tả thuộc tính của chúng.',
    guideSaleText: 'Chọn giá và loại tiền; người mua thanh toán trên chuỗi khối.',
  },
  login: {
    title: 'Đăng nhập',
    subtitle: 'Chào mừng bạn quay lại. Đăng nhập để tạo, sưu tầm và giao dịch tài sản metaverse.',
    social: 'Đăng nhập bằng vrmarket ID',
    or: 'hoặc',
    username: 'Tên đăng nhập',
    password: 'Mật khẩu',
    notOpenYet: 'Tính năng đăng nhập sẽ mở cùng dịch vụ tài khoản: các nút này chưa hoạt động.',
    sideTitle: 'Sở hữu góc riêng của bạn trong metaverse',
    sideText: 'Nhà, đất, cửa hàng và mô hình 3D, được giao dịch dưới dạng NFT trên cùng một chuỗi.',
  },
  notFound: {
    text: 'Trang bạn đang tìm không tồn tại hoặc đã được chuyển đi.',
  },
  comingSoon: {
    text: 'Màn hình này đang được xây dựng. Hãy quay lại sau nhé.',
  },
  dialogs: {
    close: 'Đóng',
  },
  detail: detailVi,
  screens: screenTitles.vi,
};
