import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Link } from 'react-router';

/** The round Back icon before a view-more heading. */
export function BackButton({ to, label }: { to: string; label: string }) {
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to={to} aria-label={label} sx={{ border: 1, borderColor: 'divider' }}>
        <ArrowBackRounded />
      </IconButton>
    </Tooltip>
  );
}
