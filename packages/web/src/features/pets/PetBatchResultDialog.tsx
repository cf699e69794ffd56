import { errorDialog, isMessageKey } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { NoticeDialog } from '../../components/dialogs/NoticeDialog.tsx';
import type { BatchState } from './usePetBatch.ts';

/** The bulk run's result: 'You have successfully created X / 8 of these pets?', and why it stopped. */
export function PetBatchResultDialog({ state, onClose }: { state: BatchState; onClose: () => void }) {
  const { t: translate } = useTranslation();
  // A key chosen at run time: i18next's typed `t` cannot check a union of every catalogue key.
  const t = translate as unknown as (key: string, values?: Record<string, unknown>) => string;
  const done = state.phase === 'done' ? state : null;
  const failure = done?.errorCode
    ? errorDialog(isMessageKey(done.errorCode) ? done.errorCode : 'PROCESS_FAILED').messageKey
    : null;
  return (
    <NoticeDialog
      open={done !== null}
      tone={failure ? 'notice' : 'success'}
      title={done ? t('PETS_CREATED', { created: done.created, total: done.total }) : ''}
      message={failure ? `${t(failure)} ${t('pets.resume')}` : t('pets.linked')}
      onClose={onClose}
    />
  );
}
