import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { SortOrder, sortOptions } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';

/** Recent (0), Lowest Price (1), Highest Price (-1). */
export function SortSelect({ value, onChange }: { value: SortOrder; onChange: (sort: SortOrder) => void }) {
  const { t } = useTranslation();
  return (
    <Select
      size="small"
      value={value}
      onChange={(event) => onChange(Number(event.target.value) as SortOrder)}
      inputProps={{ 'aria-label': t('browse.sort') }}
      sx={{ minWidth: 150, borderRadius: 999 }}
    >
      {sortOptions.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {t(option.labelKey)}
        </MenuItem>
      ))}
    </Select>
  );
}

export const DEFAULT_SORT = SortOrder.Recent;
