import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PAGE_SIZE } from '@vrmarket/domain';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { skeletonKeys } from '../../components/list/skeletonKeys.ts';
import { useMarketCategories } from './useMarketCategories.ts';

/**
 * The category tab bar: 'All' plus one tab per top-level category shown on the market; a
 * skeleton of 16 tabs while they load. `onChange(undefined)` is 'All'.
 */
export function CategoryTabs({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (category: string | undefined) => void;
}) {
  const { t } = useTranslation();
  // The tabs render in a transition when the categories arrive (see NftResults).
  const data = useDeferredValue(useMarketCategories().data);
  if (!data)
    return (
      <Box sx={{ display: 'flex', gap: 1, overflow: 'hidden', py: 1 }} aria-hidden="true">
        {skeletonKeys(PAGE_SIZE.categoryTabsSkeleton).map((key) => (
          <Skeleton
            key={key}
            variant="rounded"
            width={88}
            height={32}
            sx={{ flexShrink: 0, borderRadius: 999 }}
          />
        ))}
      </Box>
    );
  const tabs = data.filter((category) => category.parentCategoryId === null);
  const selected = value && tabs.some((category) => String(category.id) === value) ? value : 'all';
  return (
    <Tabs
      value={selected}
      onChange={(_, next: string) => onChange(next === 'all' ? undefined : next)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={t('browse.categories')}
      sx={{
        minHeight: 44,
        borderBottom: 1,
        borderColor: 'divider',
        '& .MuiTab-root': { minHeight: 44, textTransform: 'none', fontWeight: 600, px: 2 },
        // The start arrow is hidden, not greyed, while the tabs are scrolled to the start.
        '& .MuiTabs-scrollButtons.Mui-disabled': { width: 0, opacity: 0 },
        '& .MuiTabs-scrollButtons': { transition: 'width 150ms ease' },
      }}
    >
      <Tab value="all" label={t('ALL')} />
      {tabs.map((category) => (
        <Tab key={category.id} value={String(category.id)} label={category.title} />
      ))}
    </Tabs>
  );
}
