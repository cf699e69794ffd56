import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { currencies, currencyLabel, isBlockedNumberKey, STYLES_3D, TEXT_LIMITS } from '@vrmarket/domain';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CreateFormValues } from './createForm.ts';
import { PropertyRows } from './PropertyRows.tsx';
import type { UploadFormKind } from './uploadForms.ts';

interface CreateFieldsProps {
  form: UseFormReturn<CreateFormValues>;
  kind: UploadFormKind;
  isAdmin: boolean;
  subCategories: readonly { id: number; title: string }[];
  /** Called when the user picks a sub category (the form then checks that the file still fits). */
  onSubCategoryPicked?: (id: string) => void;
}

/** The fields of the upload forms (R-CREATE-11, R-CREATE-12): admin-only price, currency, sub category and show-on-marketplace. */
export function CreateFields({ form, kind, isAdmin, subCategories, onSubCategoryPicked }: CreateFieldsProps) {
  const { t } = useTranslation();
  const { register, control, formState } = form;
  const fieldError = (name: keyof CreateFormValues) => {
    const message = formState.errors[name]?.message;
    return message ? { error: true, helperText: t(message as 'INVALID_TITLE') } : {};
  };

  return (
    <>
      <TextField
        label={t('TITLE_LABEL')}
        required
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.title } }}
        // In the server's markup too (a registered field gets its value when the app runs).
        defaultValue={formState.defaultValues?.title}
        {...register('title')}
        {...fieldError('title')}
      />
      {isAdmin && (
        <>
          <TextField
            label={t('PRICE')}
            required
            inputMode="decimal"
            onKeyDown={(event) => {
              if (isBlockedNumberKey(event.key)) event.preventDefault();
            }}
            {...register('price')}
            {...fieldError('price')}
          />
          <Controller
            control={control}
            name="currency"
            render={({ field }) => (
              <TextField select label={t('CURRENCY')} {...field} {...fieldError('currency')}>
                {currencies.map((currency) => (
                  <MenuItem key={currency} value={currency}>
                    {currencyLabel(currency)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </>
      )}
      {isAdmin && subCategories.length > 0 && (
        <Controller
          control={control}
          name="subCategoryId"
          render={({ field }) => (
            <TextField
              select
              label={t('SUB_CATEGORY_LABEL')}
              required
              {...field}
              onChange={(event) => {
                field.onChange(event);
                onSubCategoryPicked?.(event.target.value);
              }}
              {...fieldError('subCategoryId')}
            >
              {subCategories.map((sub) => (
                <MenuItem key={sub.id} value={String(sub.id)}>
                  {sub.title}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      )}
      {kind === 'model' && (
        <>
          <Controller
            control={control}
            name="styles"
            render={({ field }) => (
              <TextField
                select
                label={t('STYLES')}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value as unknown as string[])}
                slotProps={{ select: { multiple: true } }}
              >
                {STYLES_3D.map((style) => (
                  <MenuItem key={style} value={style}>
                    {style}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            label={t('RESOURCE_URL')}
            slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.resourceUrl } }}
            {...register('resourceUrl')}
            {...fieldError('resourceUrl')}
          />
        </>
      )}
      {kind !== 'model' && (
        <TextField
          label={t('ATTACHED_LINK')}
          placeholder="https://"
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.attachedLink } }}
          {...register('attachedLink')}
          {...fieldError('attachedLink')}
        />
      )}
      {isAdmin && (
        <Controller
          control={control}
          name="isShow"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
              }
              label={t('SHOW_ON_MARKETPLACE')}
            />
          )}
        />
      )}
      <PropertyRows control={control} register={register} />
    </>
  );
}
