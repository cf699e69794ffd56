import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type FlowState, StepList } from '../chain/index.ts';
import type { StepKind } from './steps.ts';

export interface TradeDialogProps {
  open: boolean;
  title: ReactNode;
  /** 'Step n of total' under the title, for the multi-step forms. */
  stage?: { n: number; total: number };
  children: ReactNode;
  trade: FlowState<StepKind>;
  busy: boolean;
  /** The back button (left), when the form has a previous step. */
  onBack?: () => void;
  /** Wider for a picker (Swap's grid); 'xs' otherwise. */
  maxWidth?: 'xs' | 'sm' | 'md';
  /** A yes/no confirmation (Mint, Cancel) dismisses with 'No' rather than 'Cancel'. */
  confirmOnly?: boolean;
  /** The main button. */
  primary: { label: ReactNode; onClick: () => void; disabled?: boolean };
  onClose: () => void;
}

/** The frame every owner-action dialog shares: title, the form of the current step, the running steps, buttons. */
export function TradeDialog({
  open,
  title,
  stage,
  children,
  trade,
  busy,
  onBack,
  maxWidth = 'xs',
  confirmOnly,
  primary,
  onClose,
}: TradeDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      data-testid="trade-dialog"
    >
      <DialogTitle id={titleId} sx={{ pb: stage ? 0.5 : 2 }}>
        {title}
        {stage && (
          <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
            {t('trading.stageOf', stage)}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          {children}
          <StepList state={trade} label={(id) => t(`trading.step.${id}`)} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button variant="outlined" color="inherit" onClick={onBack ?? onClose} disabled={busy}>
          {onBack ? t('BACK') : confirmOnly ? t('NO') : t('CANCEL')}
        </Button>
        <Button
          variant="contained"
          onClick={primary.onClick}
          disabled={busy || primary.disabled}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {primary.label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
