import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { formatTrait } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { chosenTraits, toggleTrait } from '../traits/selection.ts';

/** The chosen traits as chips above the list: each one removable, and 'Clear traits' for all. */
export function TraitChips({
  selected,
  onChange,
}: {
  selected: readonly string[];
  onChange: (trait: string[]) => void;
}) {
  const { t } = useTranslation();
  const traits = chosenTraits(selected);
  if (traits.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('browse.traitsChosen')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        listStyle: 'none',
        p: 0,
        m: 0,
        mb: 2,
      }}
    >
      {traits.map((trait) => {
        const text = `${trait.type}: ${trait.value}`;
        return (
          <li key={formatTrait(trait)}>
            <Chip
              label={text}
              size="small"
              aria-label={t('browse.traitRemove', { trait: text })}
              onClick={() => onChange(toggleTrait(selected, trait))}
              onDelete={() => onChange(toggleTrait(selected, trait))}
            />
          </li>
        );
      })}
      <li>
        <Button size="small" onClick={() => onChange([])}>
          {t('browse.traitsClear')}
        </Button>
      </li>
    </Box>
  );
}
