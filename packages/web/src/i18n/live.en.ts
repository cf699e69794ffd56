/** Web-only English texts of the live updates (`t('live.…')`). */
export const liveEn = {
  sold: 'Your NFT sold for {{price}} {{currency}}',
  bought: 'Purchase confirmed: the NFT is yours ({{price}} {{currency}})',
  soldMark: 'Sold',
};
