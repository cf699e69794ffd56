import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';

/** Previous/next arrows of a landing section's small pages (Top Collection, Popular Categories). */
export function SectionPager({
  page,
  count,
  onChange,
  label,
}: {
  page: number;
  count: number;
  onChange: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation();
  if (count <= 1) return null;
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', gap: 1 }}>
      <IconButton
        aria-label={t('browse.previousPage')}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <ChevronLeftRounded />
      </IconButton>
      <IconButton
        aria-label={t('browse.nextPage')}
        disabled={page >= count}
        onClick={() => onChange(page + 1)}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <ChevronRightRounded />
      </IconButton>
    </Box>
  );
}
