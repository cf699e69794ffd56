/** Texts of the template screens (select-template, select-model) that the spec does not give. */
export const templatesEn = {
  category: 'Category',
  parts: 'Parts',
  required: 'required',
  materialsOf: 'Materials of {{part}}',
  ownLook: 'Original',
  title: 'Title',
  price: 'Price',
  name: 'Name',
  area: 'Area',
  chosen: 'Chosen parts and materials',
  create: 'Create',
};
