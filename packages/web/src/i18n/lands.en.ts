/** English texts of the vrLand creation form (web-only; spec texts stay in the domain catalogue). */
export const landsEn = {
  country: 'Country',
  city: 'City',
  project: 'Project',
  name: 'Name',
  address: 'Address',
  any: 'Any',
  searchTitle: 'Find a vrLand',
  mapTitle: 'Land-planning map of {{name}}',
  pickLand: 'Choose a land in the list to see it on the map and create it.',
  taken: 'Already created',
  price: 'Price',
  area: 'Area',
  areaValue: '{{area}} m²',
  type: 'Type',
  recommended: 'Recommended to buy',
  uploadTexture: 'Upload texture',
  removeTexture: 'Remove texture',
  preview3d: '3D preview of {{title}}',
  viewCreated: 'See your vrLand',
};

export type LandsTranslation = Record<keyof typeof landsEn, string>;
