/** English texts of the vrStore screens (web-only; spec texts stay in the domain catalogue). */
export const storesEn = {
  pickModel: 'Pick a store model to create.',
  members: 'Kinds of {{group}}',
  all: 'All',
  previewStore: 'Preview vrStore',
  previewOf: 'Preview of {{title}}',
  title: 'Title',
  price: 'Price',
  name: 'Name',
  area: 'Area',
  areaWithSize: '{{area}} m² ({{size}})',
  sizeSmall: 'Small',
  sizeMedium: 'Medium',
  sizeLarge: 'Large',
  chooseAnother: 'Other models',
};

export type StoresTranslation = Record<keyof typeof storesEn, string>;
