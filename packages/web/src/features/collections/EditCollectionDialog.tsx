import { useQueryClient } from '@tanstack/react-query';
import type { Collection } from '@vrmarket/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CollectionFormDialog } from './CollectionFormDialog.tsx';
import { NotificationDialog } from './NotificationDialog.tsx';
import { toCollectionInput } from './useCollectionForm.ts';
import { updateCollection } from './writeApi.ts';
import { afterCollectionChange } from './writeQueries.ts';

/** Edit Collection (its creator): the form filled with the collection, then a notification. */
export function EditCollectionDialog({
  collection,
  open,
  onClose,
}: {
  collection: Collection;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [saved, setSaved] = useState(false);
  return (
    <>
      {open && (
        <CollectionFormDialog
          title={t('EDIT_COLLECTION')}
          confirmMessage={t('CONFIRM_UPDATE_COLLECTION')}
          initial={{
            collectionName: collection.collectionName,
            description: collection.description,
            cover: collection.cover,
            avatar: collection.avatar,
          }}
          save={async (values) => updateCollection(collection.id, await toCollectionInput(values))}
          onSaved={(updated) => {
            onClose();
            setSaved(true);
            void afterCollectionChange(client, updated);
          }}
          onClose={onClose}
        />
      )}
      <NotificationDialog
        open={saved}
        message={t('EDIT_COLLECTION_SUCCESS')}
        onClose={() => setSaved(false)}
      />
    </>
  );
}
