import Skeleton from '@mui/material/Skeleton';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategoryTree } from '../categories/useCategoryTree.ts';
import { CheckboxTree } from './CheckboxTree.tsx';

/**
 * Sub-category checkboxes from the category tree. With a category chosen (tab) its children sit
 * under a parent 'All'; without one, every category is a parent over its own children.
 */
export function CategoryTreeFilter({
  category,
  selected,
  onChange,
}: {
  category: string | undefined;
  selected: readonly string[];
  onChange: (subCategories: string[]) => void;
}) {
  const { t } = useTranslation();
  // The tree renders in a transition when it arrives (see NftResults).
  const tree = useDeferredValue(useCategoryTree().data);
  if (!tree) return <Skeleton variant="rounded" height={120} />;
  const nodes = category ? tree.filter((node) => String(node.id) === category) : tree;
  return (
    <>
      {nodes
        .filter((node) => node.children.length > 0)
        .map((node) => (
          <CheckboxTree
            key={node.id}
            parentLabel={category ? t('ALL') : node.title}
            options={node.children.map((child) => ({ id: String(child.id), label: child.category_title }))}
            selected={selected}
            onChange={onChange}
          />
        ))}
    </>
  );
}
