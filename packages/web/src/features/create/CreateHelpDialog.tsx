import CloseRounded from '@mui/icons-material/CloseRounded';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/**
 * The select-type help: the spec's embedded tutorial frame. No external tutorial is configured,
 * so the frame shows the app's own steps (translated, in the theme's colours) as its document.
 */
export function CreateHelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const titleId = useId();
  const steps = (t('create.help.steps', { returnObjects: true }) as string[]).map(
    (step) => `<li>${escapeHtml(step)}</li>`,
  );
  const doc = `<!doctype html><meta charset="utf-8"><style>body{font:15px/1.6 system-ui,sans-serif;margin:0;padding:8px 4px;color:${theme.palette.text.primary};background:${theme.palette.background.paper}}li{margin:0 0 12px}</style><ol>${steps.join('')}</ol>`;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {t('create.help.title')}
        <IconButton
          aria-label={t('create.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <iframe
          title={t('create.help.title')}
          srcDoc={doc}
          sandbox=""
          style={{ border: 0, width: '100%', height: 300 }}
        />
      </DialogContent>
    </Dialog>
  );
}
