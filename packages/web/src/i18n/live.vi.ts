import type { liveEn } from './live.en.ts';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Vietnamese texts of the live updates. */
export const liveVi: Shape<typeof liveEn> = {
  sold: 'NFT của bạn đã được bán với giá {{price}} {{currency}}',
  bought: 'Đã mua thành công: NFT giờ là của bạn ({{price}} {{currency}})',
  soldMark: 'Đã bán',
};
