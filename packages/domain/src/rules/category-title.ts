/**
 * A category as the screens hold it: a category of the list (`name`, `title`), or the first entry
 * of an NFT's `category[]` (`categoryName`, `categoryTitle`).
 */
export type TitledCategory = {
  name?: string | null;
  title?: string | null;
  categoryName?: string | null;
  categoryTitle?: string | null;
};

const text = (value: string | null | undefined) => value?.trim() || '';

/**
 * The title people read for a category ('3D NFTs', 'VR Malls'), the same on tabs, pickers, cards
 * and the About card; its internal name ('vr3DNFTs') only when it has no title.
 */
export function categoryTitle(category: TitledCategory | null | undefined): string {
  if (!category) return '';
  return (
    text(category.title) || text(category.categoryTitle) || text(category.name) || text(category.categoryName)
  );
}

/** The title of an NFT's category (its first entry of `category[]`). */
export const nftCategoryTitle = (nft: {
  category?: readonly { categoryName?: string | null; categoryTitle?: string | null }[] | null;
}): string => categoryTitle(nft.category?.[0]);
