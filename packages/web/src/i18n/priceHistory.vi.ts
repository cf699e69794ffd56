import type { PriceHistoryTranslation } from './priceHistory.en.ts';

/** Vietnamese texts of the Price History panels: exactly the keys of priceHistory.en.ts (checked by the type). */
export const priceHistoryVi: PriceHistoryTranslation = {
  title: 'Lịch sử giá',
  currency: 'Loại tiền',
  sales: 'Lượt bán',
  listings: 'Niêm yết',
  floor: 'Giá sàn (giá bán thấp nhất)',
  volume: 'Khối lượng',
  salesCount: 'Lượt bán',
  date: 'Ngày giờ',
  day: 'Ngày',
  emptyNft: 'Chưa có lượt bán hay niêm yết nào.',
  emptyCollection: 'Không có lượt bán nào trong {{days}} ngày qua.',
  error: 'Không tải được lịch sử giá.',
  summaryNft:
    'Lịch sử giá bằng {{currency}}. Lượt bán: {{sales}}, lượt niêm yết: {{listings}}; giá từ {{min}} đến {{max}}.',
  summaryCollection:
    'Giá sàn và khối lượng theo ngày trong {{days}} ngày qua. Lượt bán: {{sales}} trong {{activeDays}} ngày; khối lượng {{volume}}; giá sàn thấp nhất {{floor}}.',
};
