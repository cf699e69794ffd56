import FilterAltOffRounded from '@mui/icons-material/FilterAltOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CATEGORY_3D_ID, type MarketplaceListQuery } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { traitScope } from '../traits/selection.ts';
import { CategoryTreeFilter } from './CategoryTreeFilter.tsx';
import { FilterSection } from './FilterSection.tsx';
import { StatusFilter } from './StatusFilter.tsx';
import { StylesFilter } from './StylesFilter.tsx';
import { activeStatus, type StatusContext, statusChange } from './statusContexts.ts';
import { TraitsFilter } from './TraitsFilter.tsx';
import type { ListQueryControl } from './useListQuery.ts';

/** What 'Clear filter' resets: the panel's own filters (status, sub-categories, styles, traits), from page 1. */
export function clearedFilters(): Partial<MarketplaceListQuery> {
  return { ...statusChange(''), subCategory: [], styles: [], trait: [], page: 1 };
}

/**
 * The filter panel: 'Clear filter', status radios of the context, the category tree, 3D styles,
 * and on the marketplace the traits of the chosen category or collection (an owner's inventory
 * leaves them out: the counts are the market's, not the owner's).
 */
export function FilterPanel({ control, context }: { control: ListQueryControl; context: StatusContext }) {
  const { t } = useTranslation();
  const { query, change } = control;
  const scope = context === 'marketplace' ? traitScope(query) : undefined;
  return (
    <Box component="aside" aria-labelledby="filters-title">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="filters-title" variant="h6" component="h2">
          {t('browse.filters')}
        </Typography>
        <Button size="small" startIcon={<FilterAltOffRounded />} onClick={() => change(clearedFilters())}>
          {t('CLEAR_FILTER')}
        </Button>
      </Box>
      <FilterSection title={t('browse.status')}>
        <StatusFilter
          context={context}
          value={activeStatus(query)}
          onChange={(status) => change({ ...statusChange(status), page: 1 })}
        />
      </FilterSection>
      <FilterSection title={t('CATEGORIES')}>
        <CategoryTreeFilter
          category={query.category}
          selected={query.subCategory}
          onChange={(subCategory) => change({ subCategory })}
        />
      </FilterSection>
      {query.category === String(CATEGORY_3D_ID) && (
        <FilterSection title={t('STYLES')}>
          <StylesFilter selected={query.styles} onChange={(styles) => change({ styles, page: 1 })} />
        </FilterSection>
      )}
      {scope && (
        <FilterSection title={t('browse.traits')}>
          <TraitsFilter
            scope={scope}
            selected={query.trait}
            sellingOnly={!!(query.isSelling || query.onSale)}
            onChange={(trait) => change({ trait, page: 1 })}
          />
        </FilterSection>
      )}
    </Box>
  );
}
