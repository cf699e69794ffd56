/** Success texts, confirmations and dialog texts. Spec wording verbatim; placeholders as {{name}}. */
export const feedbackMessages = {
  BUY_SUCCESS:
    "You've successfully bought an NFT. Please check your email or inventory for details after a few minutes.",
  SELL_SUCCESS:
    "Your NFT has been successfully listed for sale! When someone buys this NFT, we'll send you an email.",
  CANCEL_SUCCESS: 'Successfully!',
  CHANGE_PRICE_SUCCESS: 'You adjusted the price successfully! After a few minutes, the price will change!',
  TRANSFER_SUCCESS: 'Successfully! Please check your email for more information.',
  CREATE_NFT_SUCCESS: 'You have created a successful NFT!',
  NEWSLETTER_SENT: 'Your email has been sent successfully!',
  // Success texts whose wording the spec does not show.
  CONGRATULATION: 'Congratulations!',
  CREATE_SUCCESS_WAIT_VERIFY:
    'Your NFT has been sent to the admin for verification. It will be processed within 72 hours.',
  CLAIM: 'Your claim was successful!',
  CLAIM_MYSTERY_CARD: 'You have claimed your mystery card successfully!',
  REFERRAL_CLAIM_SUCCESS:
    'Your claim request has been sent to an administrator. It will be processed within 24 hours.',
  PUBLISH_SUCCESS: 'Your NFT has been published successfully!',
  MINT_SUCCESS: 'Your NFT has been minted successfully!',
  RENT_SUCCESS: 'Your NFT has been listed for rent!',
  SWAP_SUCCESS: 'Your swap request has been sent successfully!',
  CREATE_COLLECTION_SUCCESS: 'Your collection has been created successfully!',
  EDIT_COLLECTION_SUCCESS: 'Your collection has been updated successfully!',
  ADD_TO_COLLECTION_SUCCESS: 'The NFTs have been added to your collection!',
  REMOVE_FROM_COLLECTION_SUCCESS: 'The NFTs have been removed from your collection!',
  STAKING_SUCCESS: 'Your NFT has been staked successfully!',
  CLAIM_STAKING_SUCCESS: 'Your staking reward has been claimed successfully!',
  CANCEL_STAKING_SUCCESS: 'Your staking has been cancelled successfully!',
  RECOMMEND_SENT: 'Your recommend design NFT has been sent! You have {{remaining}} submissions left.',
  PETS_CREATED: 'You have successfully created {{created}} / {{total}} of these pets?',
  COPIED_LINK: 'Copied link to clipboard',
  COPY_TO_CLIPBOARD: 'Copy to clipboard',
  COPIED: 'Copied',

  // Confirmations.
  CONFIRM_MINT: 'Are you sure you want to mint this NFT with price {{mintingPrice}} {{mintingCurrency}}?',
  CONFIRM_CANCEL_SALE: 'Are you sure you want to remove this NFT from the market?',
  CONFIRM_PUBLISH: 'Are you sure you want to publish of this NFT?',
  CONFIRM_BUY: 'Are you sure you want to buy this NFT for {{amount}}?',
  CONFIRM_CREATE_MODEL: 'Do you want to create this model?',
  CONFIRM_UPDATE_COLLECTION: 'Are you sure you want to update this Collection?',
  CONFIRM_ADD_TO_COLLECTION: 'Are you sure you want to add these NFTs to collection?',
  CONFIRM_REMOVE_FROM_COLLECTION: 'Are you sure you want to remove these NFTs from collection?',
  CONFIRM_CREATE_COLLECTION: 'Are you sure you want to create this Collection?',
  CONFIRM_CLAIM: 'Are you sure you want to claim?',
  CONFIRM_SEND_RECOMMEND: 'Are you sure you want to send this request?',
  NAVIGATION_WARNING_TITLE: 'Navigation warning!',
  NAVIGATION_WARNING: 'Changes you made may not be saved, are you sure you want to leave?',
  NOTIFICATION: 'Notification',

  // Empty states.
  EMPTY_NO_MATCHES: 'No matches were found.',
  EMPTY_NO_COLLECTIONS: 'No collections found.',
  EMPTY_NO_ITEM: 'No item found.',
  EMPTY_NO_TEMPLATE: 'No Template found.',
  EMPTY_NO_DATA: 'No data found.',
  EMPTY_COMING: 'Something interesting is coming!',
  EMPTY_NO_RESULT: 'No result',
  EMPTY_NO_STAKING_HISTORY: 'No staking history found.',
  EMPTY_NO_CLAIM_HISTORY: 'No claim history found.',
} as const;
