/** Web-only English texts of the notification centre (`t('notifications.…')`). */
export const notificationsEn = {
  title: 'Notifications',
  bell: 'Notifications',
  bellUnread_one: 'Notifications, {{count}} unread',
  bellUnread_other: 'Notifications, {{count}} unread',
  markAllRead: 'Mark all as read',
  empty: 'No notifications yet',
  loadFailed: 'The notifications could not be loaded.',
  unread: 'Unread',
  /** The name of an NFT the notification does not name. */
  unnamed: 'an NFT',
  kinds: {
    BID_RECEIVED: 'New bid on your {{name}}: {{price}} {{currency}}',
    OUTBID: 'You were outbid on {{name}}: {{price}} {{currency}}',
    AUCTION_WON: 'You won the auction for {{name}} at {{price}} {{currency}}',
    AUCTION_NO_BID: 'Your auction of {{name}} ended without a bid; the NFT is back with you',
    ITEM_SOLD: 'Your {{name}} sold for {{price}} {{currency}}',
    NFT_APPROVED: 'Your {{name}} was approved',
    NFT_REJECTED: 'Your {{name}} was rejected',
    REFERRAL_CREDITED: 'Your referral bonus of {{price}} {{currency}} was credited',
    RENTAL_ENDING: 'Your rental of {{name}} ends within a day',
    STAKE_UNLOCKED: 'Your stake of {{name}} is unlocked',
    OFFER_RECEIVED: 'New offer on your {{name}}: {{price}} {{currency}}',
    OFFER_ACCEPTED: 'Your offer for {{name}} was accepted: {{price}} {{currency}}',
    OFFER_INACTIVE: 'Your offer for {{name}} is inactive: your balance fell below {{price}} {{currency}}',
    REFUND_CREDITED:
      'Your wallet did not accept the refund of your bid on {{name}}: {{price}} {{currency}} waits on the Claim page',
  },
};
