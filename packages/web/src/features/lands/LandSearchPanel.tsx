import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { TEXT_LIMITS } from '@vrmarket/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyLandSearch, type LandSearch } from './landSearch.ts';
import { useLandCities, useLandCountries, useLandProjects } from './useLandCatalogue.ts';

/** Country → city → project selects, name and address; Search applies them, Clear empties them. */
export function LandSearchPanel({ onSearch }: { onSearch: (search: LandSearch) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<LandSearch>(emptyLandSearch);
  const countries = useLandCountries();
  const cities = useLandCities(draft.countryId ? Number(draft.countryId) : null);
  const projects = useLandProjects(draft.cityId ? Number(draft.cityId) : null);
  const set = (change: Partial<LandSearch>) => setDraft((current) => ({ ...current, ...change }));

  const select = (
    label: string,
    value: string,
    options: readonly { id: number; name: string }[] | undefined,
    onChange: (value: string) => void,
    disabled = false,
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
    >
      <MenuItem value="">{t('lands.any')}</MenuItem>
      {(options ?? []).map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('lands.searchTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft);
      }}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(5, minmax(0, 1fr)) auto',
        },
        alignItems: 'center',
      }}
    >
      {select(t('lands.country'), draft.countryId, countries.data, (countryId) =>
        set({ countryId, cityId: '', projectId: '' }),
      )}
      {select(
        t('lands.city'),
        draft.cityId,
        cities.data,
        (cityId) => set({ cityId, projectId: '' }),
        !draft.countryId,
      )}
      {select(
        t('lands.project'),
        draft.projectId,
        projects.data,
        (projectId) => set({ projectId }),
        !draft.cityId,
      )}
      <TextField
        size="small"
        label={t('lands.name')}
        value={draft.landName}
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.searchField } }}
        onChange={(e) => set({ landName: e.target.value })}
      />
      <TextField
        size="small"
        label={t('lands.address')}
        value={draft.address}
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.searchField } }}
        onChange={(e) => set({ address: e.target.value })}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          variant="outlined"
          color="inherit"
          onClick={() => {
            setDraft(emptyLandSearch);
            onSearch(emptyLandSearch);
          }}
        >
          {t('CLEAR')}
        </Button>
        <Button type="submit" variant="contained">
          {t('SEARCH')}
        </Button>
      </Box>
    </Box>
  );
}
