import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { TEXT_LIMITS } from '@vrmarket/domain';
import { type Control, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CreateFormValues } from './createForm.ts';

/** Label/value rows; the list scrolls past about 210 px (spec). */
export function PropertyRows({
  control,
  register,
}: {
  control: Control<CreateFormValues>;
  register: UseFormRegister<CreateFormValues>;
}) {
  const { t } = useTranslation();
  const rows = useFieldArray({ control, name: 'properties' });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        sx={{ maxHeight: 210, overflowY: 'auto', display: 'grid', gap: 1, pt: 1 }}
        data-testid="property-rows"
      >
        {rows.fields.map((field, index) => (
          <Box key={field.id} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <TextField
              size="small"
              label={t('create.propertyLabel')}
              slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.propertyLabel } }}
              {...register(`properties.${index}.label`)}
              sx={{ flex: 1 }}
            />
            <TextField
              size="small"
              label={t('create.propertyValue')}
              slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.propertyValue } }}
              {...register(`properties.${index}.value`)}
              sx={{ flex: 1 }}
            />
            <IconButton aria-label={t('create.removeProperty')} onClick={() => rows.remove(index)}>
              <DeleteOutlineRounded />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Button
        startIcon={<AddRounded />}
        onClick={() => rows.append({ label: '', value: '' })}
        sx={{ justifySelf: 'start' }}
      >
        {t('ADD_PROPERTY')}
      </Button>
    </Box>
  );
}
