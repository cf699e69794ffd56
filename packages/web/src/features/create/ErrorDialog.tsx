import { errorDialog, isMessageKey } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { NoticeDialog } from '../../components/dialogs/NoticeDialog.tsx';

/** The error dialog (R-ERR-11) of a create form: the code's title and message (PROCESS_FAILED for anything else). */
export function CreateErrorDialog({ code, onClose }: { code: string | null; onClose: () => void }) {
  const { t: translate } = useTranslation();
  // A key chosen at run time: i18next's typed `t` cannot check a union of every catalogue key.
  const t = translate as (key: string) => string;
  const key = code && isMessageKey(code) ? code : 'PROCESS_FAILED';
  const { titleKey, messageKey } = errorDialog(key);
  return <NoticeDialog open={code !== null} title={t(titleKey)} message={t(messageKey)} onClose={onClose} />;
}
