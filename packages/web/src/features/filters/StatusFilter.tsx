import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import { type StatusChoice, type StatusContext, statusFiltersOf } from './statusContexts.ts';

/** The status radios of a list's context ('Sale or Rent' sets both); 'All' clears the status. */
export function StatusFilter({
  context,
  value,
  onChange,
}: {
  context: StatusContext;
  value: StatusChoice;
  onChange: (status: StatusChoice) => void;
}) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      aria-label={t('browse.status')}
      value={value}
      onChange={(_, next) => onChange(next as StatusChoice)}
    >
      <FormControlLabel value="" control={<Radio size="small" />} label={t('ALL')} />
      {statusFiltersOf(context).map((filter) => (
        <FormControlLabel
          key={filter.key}
          value={filter.key}
          control={<Radio size="small" />}
          label={t(filter.labelKey)}
        />
      ))}
    </RadioGroup>
  );
}
