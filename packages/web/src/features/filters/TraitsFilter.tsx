import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatTrait, type Trait, type TraitTypeCounts } from '@vrmarket/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TraitScope } from '../traits/api.ts';
import { toggleTrait } from '../traits/selection.ts';
import { useTraitCounts } from '../traits/useTraitCounts.ts';

/** Values shown per trait type before 'N more values'. */
const FIRST_VALUES = 5;

/**
 * The 'Traits' checkboxes of a category or collection: per trait type its values with counts
 * (`selling` when the list shows items for sale, else every visible item). Values of one type
 * combine with OR, types with AND (the api's rule).
 */
export function TraitsFilter({
  scope,
  selected,
  sellingOnly,
  onChange,
}: {
  scope: TraitScope;
  selected: readonly string[];
  sellingOnly: boolean;
  onChange: (trait: string[]) => void;
}) {
  const { t } = useTranslation();
  const { data, isPending } = useTraitCounts(scope);
  if (isPending)
    return (
      <Box aria-label={t('browse.traitsLoading')} aria-busy="true">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} height={28} />
        ))}
      </Box>
    );
  const types = data?.traits ?? [];
  if (types.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('browse.traitsNone')}
      </Typography>
    );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {types.map((type) => (
        <TraitType
          key={type.type}
          type={type}
          selected={selected}
          sellingOnly={sellingOnly}
          onToggle={(trait) => onChange(toggleTrait(selected, trait))}
        />
      ))}
    </Box>
  );
}

function TraitType({
  type,
  selected,
  sellingOnly,
  onToggle,
}: {
  type: TraitTypeCounts;
  selected: readonly string[];
  sellingOnly: boolean;
  onToggle: (trait: Trait) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [all, setAll] = useState(false);
  // Chosen values stay in view even past the first few.
  const shown = all
    ? type.values
    : type.values.filter(
        (value, index) =>
          index < FIRST_VALUES || selected.includes(formatTrait({ type: type.type, value: value.value })),
      );
  const hidden = type.values.length - shown.length;
  return (
    <Box>
      <Typography id={headingId} variant="body2" sx={{ fontWeight: 600 }}>
        {type.type}
      </Typography>
      <FormGroup aria-labelledby={headingId}>
        {shown.map(({ value, count, selling }) => {
          const trait = { type: type.type, value };
          const shownCount = sellingOnly ? selling : count;
          return (
            <FormControlLabel
              key={value}
              sx={{ mr: 0, '& .MuiFormControlLabel-label': { flex: 1, minWidth: 0 } }}
              control={
                <Checkbox
                  size="small"
                  checked={selected.includes(formatTrait(trait))}
                  onChange={() => onToggle(trait)}
                  slotProps={{
                    input: { 'aria-label': t('browse.traitValueCount', { value, count: shownCount }) },
                  }}
                />
              }
              label={
                <Box component="span" sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
                  <Box
                    component="span"
                    sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  >
                    {value}
                  </Box>
                  <Box component="span" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
                    {shownCount}
                  </Box>
                </Box>
              }
            />
          );
        })}
      </FormGroup>
      {(hidden > 0 || all) && type.values.length > FIRST_VALUES && (
        <Button size="small" onClick={() => setAll(!all)} sx={{ px: 0.5 }}>
          {all ? t('browse.traitLess') : t('browse.traitMore', { count: hidden })}
        </Button>
      )}
    </Box>
  );
}
