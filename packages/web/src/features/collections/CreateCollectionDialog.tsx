import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CollectionFormDialog } from './CollectionFormDialog.tsx';
import { NotificationDialog } from './NotificationDialog.tsx';
import { emptyCollectionForm, toCollectionInput } from './useCollectionForm.ts';
import { createCollection } from './writeApi.ts';
import { afterCollectionChange } from './writeQueries.ts';

/** Create Collection: the form, then the 'Notification' dialog while the lists reload. */
export function CreateCollectionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [created, setCreated] = useState(false);
  return (
    <>
      {open && (
        <CollectionFormDialog
          title={t('CREATE_COLLECTION')}
          confirmMessage={t('CONFIRM_CREATE_COLLECTION')}
          initial={emptyCollectionForm}
          save={async (values) => createCollection(await toCollectionInput(values))}
          onSaved={(collection) => {
            onClose();
            setCreated(true);
            void afterCollectionChange(client, collection);
          }}
          onClose={onClose}
        />
      )}
      <NotificationDialog
        open={created}
        message={t('CREATE_COLLECTION_SUCCESS')}
        onClose={() => setCreated(false)}
      />
    </>
  );
}
