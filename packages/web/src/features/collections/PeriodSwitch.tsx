import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { type VolumePeriod, volumePeriods } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';

/** 24 h / 7 d / 30 d: the volume window Top Collections rank by. */
export function PeriodSwitch({
  value,
  onChange,
}: {
  value: VolumePeriod;
  onChange(period: VolumePeriod): void;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      aria-label={t('collections.period_label')}
      onChange={(_, period: VolumePeriod | null) => period && onChange(period)}
    >
      {volumePeriods.map((period) => (
        <ToggleButton key={period} value={period} sx={{ px: 1.5, py: 0.5 }}>
          {t(`collections.period_${period}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
