/** English texts of the Price History panels (detail screen and collection pages). */
export const priceHistoryEn = {
  title: 'Price History',
  currency: 'Currency',
  sales: 'Sales',
  listings: 'Listings',
  floor: 'Floor (lowest sale)',
  volume: 'Volume',
  salesCount: 'Sales',
  date: 'Date',
  day: 'Day',
  emptyNft: 'No sales or listings yet.',
  emptyCollection: 'No sales in the last {{days}} days.',
  error: 'The price history could not be loaded.',
  summaryNft:
    'Price history in {{currency}}. Sales: {{sales}}, listings: {{listings}}; prices from {{min}} to {{max}}.',
  summaryCollection:
    'Daily floor and volume over the last {{days}} days. Sales: {{sales}} on {{activeDays}} days; volume {{volume}}; lowest floor {{floor}}.',
};

export type PriceHistoryTranslation = Record<keyof typeof priceHistoryEn, string>;
