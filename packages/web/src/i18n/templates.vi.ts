export const templatesVi = {
  category: 'Danh mục',
};
