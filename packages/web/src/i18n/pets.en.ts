/** Texts of the bulk pet screen and of Publish that the spec does not give. */
export const petsEn = {
  title: 'Create pets',
  menu: 'Bulk pets',
  models: 'Pet models',
  total: '{{count}} items',
  createdOf: '{{created}} / {{total}} created',
  created: 'Created',
  viewNft: 'View NFT',
  collection: 'Collection',
  hint: "Creates this page's pets one by one; pets already created are skipped.",
  progress: 'Creating {{name}}… {{percent}}%',
  progressLabel: 'Progress',
  linked: 'Each pet is linked to its NFT: running the page again creates nothing twice.',
  resume: "Press 'CREATE ALL' again to create the rest; nothing is created twice.",
  adminOnly: 'Only marketplace administrators create pets in bulk.',
  publishing: 'Publishing…',
  published: 'Published {{time}}',
};
