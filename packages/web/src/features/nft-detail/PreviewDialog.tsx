import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyModelViewer } from '../viewer3d/LazyModelViewer.tsx';

interface Preview3dDialogProps {
  url: string;
  title: string;
  /** Mesh names of the model's parts: each can be hidden and shown again. */
  parts: readonly string[];
  open: boolean;
  onClose: () => void;
}

/** 'Preview Model 3D': the model large, with zoom, its parts and the binary glb export. */
export function Preview3dDialog({ url, title, parts, open, onClose }: Preview3dDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [hidden, setHidden] = useState<readonly string[]>([]);
  const toggle = (part: string) =>
    setHidden((current) =>
      current.includes(part) ? current.filter((name) => name !== part) : [...current, part],
    );

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {t('PREVIEW_MODEL_3D')}
      </DialogTitle>
      <IconButton
        aria-label={t('dialogs.close')}
        onClick={onClose}
        sx={{ position: 'absolute', top: 12, right: 12 }}
      >
        <CloseRounded />
      </IconButton>
      <Box sx={{ position: 'relative', height: { xs: '55vh', md: '65vh' }, bgcolor: 'action.hover' }}>
        {open && <LazyModelViewer url={url} title={title} zoom exportable hiddenParts={hidden} />}
      </Box>
      {parts.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ px: 3, py: 2, flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
            {t('PARTS')}
          </Typography>
          {parts.map((part) => {
            const shown = !hidden.includes(part);
            return (
              <Chip
                key={part}
                label={part}
                color={shown ? 'primary' : 'default'}
                variant={shown ? 'filled' : 'outlined'}
                aria-pressed={shown}
                onClick={() => toggle(part)}
              />
            );
          })}
        </Stack>
      )}
    </Dialog>
  );
}
