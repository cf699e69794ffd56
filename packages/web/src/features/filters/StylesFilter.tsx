import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { STYLES_3D } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';

/** The 'Styles' checkboxes of the 3D category. */
export function StylesFilter({
  selected,
  onChange,
}: {
  selected: readonly string[];
  onChange: (styles: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormGroup aria-label={t('STYLES')}>
      {STYLES_3D.map((style) => (
        <FormControlLabel
          key={style}
          label={style}
          control={
            <Checkbox
              size="small"
              checked={selected.includes(style)}
              onChange={() =>
                onChange(
                  selected.includes(style)
                    ? selected.filter((value) => value !== style)
                    : [...selected, style],
                )
              }
            />
          }
        />
      ))}
    </FormGroup>
  );
}
