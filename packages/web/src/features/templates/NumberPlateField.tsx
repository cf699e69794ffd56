import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';

/** The uploaded plate, shown on the viewer's corner, with a button to take it off. */
export function NumberPlateBadge({ url, onRemove }: { url: string; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        position: 'absolute',
        left: 12,
        bottom: 12,
        display: 'flex',
        alignItems: 'flex-start',
        p: 0.5,
        borderRadius: 2,
        bgcolor: 'background.paper',
        boxShadow: 3,
      }}
    >
      <Box
        component="img"
        src={url}
        alt={t('templates.plate')}
        sx={{
          display: 'block',
          width: { xs: 96, sm: 128 },
          maxHeight: 72,
          objectFit: 'contain',
          borderRadius: 1,
        }}
      />
      <IconButton size="small" aria-label={t('templates.removePlate')} onClick={onRemove} sx={{ ml: 0.25 }}>
        <CloseRounded fontSize="small" />
      </IconButton>
    </Box>
  );
}
