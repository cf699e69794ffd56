import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/**
 * A full-screen overlay with a spinner and what is being done, above dialogs, while a long call
 * runs. It is not in the page while closed: a hidden spinner still animates, and a spinner's
 * animation restyles the page on every frame (a second of a phone's main thread every ten).
 */
export function BusyBackdrop({ open, label }: { open: boolean; label: string }) {
  return (
    <Backdrop
      open={open}
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff', flexDirection: 'column', gap: 2 }}
    >
      <CircularProgress color="inherit" />
      <Typography>{label}</Typography>
    </Backdrop>
  );
}
