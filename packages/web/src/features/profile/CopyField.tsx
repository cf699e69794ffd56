import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toast } from '../../app/toast.ts';

/** A labelled value with a copy button (wallet address, referral link). */
export function CopyField({
  label,
  value,
  shown = value,
  copyLabel,
  copiedText,
}: {
  label: string;
  value: string;
  shown?: string;
  copyLabel: string;
  copiedText: string;
}) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast(copiedText, 'success');
    } catch {
      toast(t('SOMETHING_WRONG_TRY_LATER'), 'error');
    }
  };
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          pl: 1.5,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Typography
          title={value}
          sx={{ flex: 1, minWidth: 0, fontFamily: 'monospace', fontSize: '0.85rem' }}
          noWrap
        >
          {shown}
        </Typography>
        <Tooltip title={copyLabel}>
          <IconButton aria-label={copyLabel} onClick={copy} size="small">
            <ContentCopyRounded fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
}
