import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { type LeaveGuardState, useLeaveGuard } from './useLeaveGuard.ts';

/** 'Navigation warning!' — Changes you made may not be saved, are you sure you want to leave? Cancel/Confirm. */
export function NavigationWarningDialog({ open, confirm, cancel }: LeaveGuardState) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t('NAVIGATION_WARNING_TITLE')}
      message={t('NAVIGATION_WARNING')}
      cancelLabel={t('CANCEL')}
      confirmLabel={t('CONFIRM')}
      onConfirm={confirm}
      onClose={cancel}
    />
  );
}

/** Drop-in: `<LeaveGuard when={formState.isDirty} />` in any form screen. */
export function LeaveGuard({ when }: { when: boolean }) {
  return <NavigationWarningDialog {...useLeaveGuard(when)} />;
}
