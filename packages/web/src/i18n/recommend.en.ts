/** English texts of the recommend-design form, its admin list and the mystery card (web-only). */
export const recommendEn = {
  intro: 'Tell us about the design you would like to see as an NFT. Our team reads every request.',
  remaining: 'You can send {{available}} of {{total}} requests.',
  categoryPlaceholder: 'Choose a category',
  filesHint: 'png, jpg or jpeg · up to 5 files · under 50Mb each',
  chooseFiles: 'Choose files',
  removeFile: 'Remove {{name}}',
  descriptionPlaceholder: 'What should the design look like?',
  send: 'Send',
  sentTitle: 'Sent',
  tryAgain: 'Do you want to try again?',
  requests: {
    menu: 'Recommend requests',
    count: 'Received: {{count}}',
    empty: 'No request received yet.',
    adminOnly: 'Only marketplace admins see the recommend requests.',
    from: 'From {{username}}',
    attachments: 'Attachments',
    noAttachments: 'No attachment',
    noDescription: 'No description',
  },
  mystery: {
    heading: 'Your mystery card',
    text: 'Verify your telegram, discord and twitter accounts, then claim your one mystery card.',
    claim: 'Claim',
    claimed: 'Claimed',
    confirmTitle: 'Claim your mystery card?',
    confirmText: 'Your card is kept on your profile. Each account claims one card.',
    cardAlt: 'Mystery card of {{username}}',
    claimedAlt: 'Your claimed mystery card',
    socials: 'Social accounts',
    verified: 'verified',
    notVerified: 'not verified',
  },
};

export type RecommendTranslation = {
  [K in keyof typeof recommendEn]: (typeof recommendEn)[K] extends string
    ? string
    : Record<keyof (typeof recommendEn)[K], string>;
};
