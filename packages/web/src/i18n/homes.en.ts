/** English texts of the free vrHome claim screen (web-only; spec texts stay in the domain catalogue). */
export const homesEn = {
  title: 'Claim your free vrHome',
  preview: 'Preview of your vrHome',
  name: 'Title',
  price: 'Price',
  color: 'Colour',
  colorHint: 'Pick a colour nobody else has',
  titleTooLong: 'At most {{max}} characters',
  done: 'Done',
  confirmTitle: 'Claim this home?',
  confirmText:
    'Your free vrHome “{{title}}” will be created in {{color}}. Each user may claim one free home.',
  claim: 'Claim',
  cancel: 'Cancel',
  claiming: 'Claiming…',
  noModel: 'No vrHome model is available yet.',
  buyLand: 'Browse vrLands',
  claimedVerified: 'Your free vrHome is verified and already in your inventory.',
  toInventory: 'Go to inventory',
};

export type HomesTranslation = Record<keyof typeof homesEn, string>;
