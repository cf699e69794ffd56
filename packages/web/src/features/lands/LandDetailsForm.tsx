import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { formatArea, formatPrice, type Land, TEXT_LIMITS } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';

/**
 * The chosen land's form: an editable title, the registry's data read-only (R-VALID-13: the vrLand price
 * is read-only) and, for admin-market users, 'Show on marketplace'.
 */
export function LandDetailsForm({
  land,
  title,
  onTitle,
  titleError,
  isAdmin,
  show,
  onShow,
}: {
  land: Land;
  title: string;
  onTitle: (title: string) => void;
  titleError: string | null;
  isAdmin: boolean;
  show: boolean;
  onShow: (show: boolean) => void;
}) {
  const { t } = useTranslation();
  const readOnly = (label: string, value: string) => (
    <TextField label={label} value={value} size="small" slotProps={{ htmlInput: { readOnly: true } }} />
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label={t('TITLE_LABEL')}
        required
        value={title}
        onChange={(event) => onTitle(event.target.value)}
        error={titleError !== null}
        helperText={titleError ?? undefined}
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.title } }}
      />
      {readOnly(t('lands.price'), formatPrice(land.totalPrice, land.currency))}
      {readOnly(t('lands.type'), land.landFeatureType)}
      {readOnly(t('lands.name'), land.landName)}
      {readOnly(t('lands.area'), t('lands.areaValue', { area: formatArea(land.landArea) }))}
      {readOnly(t('lands.address'), land.address)}
      {isAdmin && (
        <FormControlLabel
          control={<Checkbox checked={show} onChange={(event) => onShow(event.target.checked)} />}
          label={t('SHOW_ON_MARKETPLACE')}
        />
      )}
    </Box>
  );
}
