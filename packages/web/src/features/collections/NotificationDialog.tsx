import { useTranslation } from 'react-i18next';
import { NoticeDialog } from '../../components/dialogs/NoticeDialog.tsx';

/** The spec's 'Notification' dialog after a collection was created, edited or changed. */
export function NotificationDialog(props: { open: boolean; message: string; onClose: () => void }) {
  const { t } = useTranslation();
  return <NoticeDialog {...props} tone="success" title={t('NOTIFICATION')} />;
}
