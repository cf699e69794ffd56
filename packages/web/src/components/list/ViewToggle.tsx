import GridViewRounded from '@mui/icons-material/GridViewRounded';
import ViewListRounded from '@mui/icons-material/ViewListRounded';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import type { ViewMode } from './useViewMode.ts';

/** The grid/list toggle of a card list. */
export function ViewToggle({ value, onChange }: { value: ViewMode; onChange: (view: ViewMode) => void }) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      aria-label={t('browse.viewMode')}
      onChange={(_, next: ViewMode | null) => {
        if (next) onChange(next);
      }}
      sx={{ '& .MuiToggleButton-root': { px: 1.25 } }}
    >
      <ToggleButton value="grid" aria-label={t('browse.gridView')}>
        <GridViewRounded fontSize="small" />
      </ToggleButton>
      <ToggleButton value="list" aria-label={t('browse.listView')}>
        <ViewListRounded fontSize="small" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
