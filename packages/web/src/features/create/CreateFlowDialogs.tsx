import { useTranslation } from 'react-i18next';
import { BusyBackdrop, ConfirmDialog } from '../../components/dialogs/index.ts';
import { CreateSuccessDialog } from './CreateSuccessDialog.tsx';
import { CreateErrorDialog } from './ErrorDialog.tsx';

/**
 * The end of every create form (R-CREATE-14): 'Do you want to create this model?', the busy overlay
 * while the api creates, the error dialog (R-ERR-11), and the success dialog.
 */
export interface CreateFlowDialogsProps {
  confirming: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  busy: boolean;
  errorCode: string | null;
  onErrorClose: () => void;
  createdId: string | null;
  isAdmin: boolean;
  onSuccessClose: () => void;
  /** The success notice links to the created NFT's detail for every creator (the vrLand screen). */
  detailLink?: boolean;
}

/** Their state comes from useCreateFlow. */
export function CreateFlowDialogs({
  confirming,
  onConfirm,
  onCancel,
  busy,
  errorCode,
  onErrorClose,
  createdId,
  isAdmin,
  onSuccessClose,
  detailLink = false,
}: CreateFlowDialogsProps) {
  const { t } = useTranslation();
  return (
    <>
      <ConfirmDialog
        open={confirming}
        title={t('CONFIRM_CREATE_MODEL')}
        onConfirm={onConfirm}
        onClose={onCancel}
      />
      <BusyBackdrop open={busy} label={t('create.creating')} />
      <CreateErrorDialog code={errorCode} onClose={onErrorClose} />
      <CreateSuccessDialog
        nftId={createdId}
        isAdmin={isAdmin}
        onClose={onSuccessClose}
        detailLink={detailLink}
      />
    </>
  );
}
