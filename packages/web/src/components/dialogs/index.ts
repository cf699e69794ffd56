export { BusyBackdrop } from './BusyBackdrop.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';
export { LoginRequiredDialog } from './LoginRequiredDialog.tsx';
export { type MediaKind, MediaPreviewDialog, type PreviewMedia } from './MediaPreviewDialog.tsx';
export { LeaveGuard, NavigationWarningDialog } from './NavigationWarningDialog.tsx';
export { NoticeDialog } from './NoticeDialog.tsx';
export { type LeaveGuardState, useLeaveGuard } from './useLeaveGuard.ts';
