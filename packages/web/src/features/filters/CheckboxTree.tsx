import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

export interface TreeOption {
  id: string;
  label: string;
}

/**
 * A parent checkbox over its children: checking it checks them all, unchecking clears them;
 * it shows as indeterminate while only some are checked.
 */
export function CheckboxTree({
  parentLabel,
  options,
  selected,
  onChange,
}: {
  parentLabel: string;
  options: TreeOption[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const ids = options.map((option) => option.id);
  const checkedCount = ids.filter((id) => selected.includes(id)).length;
  const all = checkedCount === ids.length && ids.length > 0;
  const others = selected.filter((id) => !ids.includes(id));

  const toggleAll = () => onChange(all ? others : [...others, ...ids]);
  const toggle = (id: string) =>
    onChange(selected.includes(id) ? selected.filter((value) => value !== id) : [...selected, id]);

  return (
    <Box>
      <FormControlLabel
        label={parentLabel}
        control={
          <Checkbox
            size="small"
            checked={all}
            indeterminate={checkedCount > 0 && !all}
            onChange={toggleAll}
          />
        }
        sx={{ '& .MuiFormControlLabel-label': { fontWeight: 600 } }}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', pl: 3 }}>
        {options.map((option) => (
          <FormControlLabel
            key={option.id}
            label={option.label}
            control={
              <Checkbox
                size="small"
                checked={selected.includes(option.id)}
                onChange={() => toggle(option.id)}
              />
            }
          />
        ))}
      </Box>
    </Box>
  );
}
