/** Texts of the template screens (select-template, select-model) that the spec does not give. */
export const templatesEn = {
  category: 'Category',
};
