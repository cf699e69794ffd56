import type { Category } from '@vrmarket/domain';

export interface StoreGroupOf {
  /** The group's top-level category (vrStores, vrMalls): its templates are listed. */
  top: Category;
  /** The group's members to pick from (its sub categories). */
  members: Category[];
  /** The member the page was opened for (`/{memberId}`), else null. */
  member: Category | null;
}

/** The stores or malls group a category page belongs to: the category itself or its parent. */
export function storeGroupOf(category: Category, all: readonly Category[]): StoreGroupOf {
  const parent =
    category.parentCategoryId === null ? null : all.find((c) => c.id === category.parentCategoryId);
  const top = parent ?? category;
  return {
    top,
    members: all.filter((c) => c.parentCategoryId === top.id).sort((a, b) => a.order - b.order),
    member: parent ? category : null,
  };
}
