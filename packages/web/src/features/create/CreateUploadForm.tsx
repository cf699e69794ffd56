import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import type { Category } from '@vrmarket/domain';
import { routes } from '@vrmarket/domain';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NavigationWarningDialog, useLeaveGuard } from '../../components/dialogs/index.ts';
import { BackButton } from '../../components/list/BackButton.tsx';
import { ListToolbar } from '../../components/list/ListToolbar.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { AvatarMakerButton } from './AvatarMakerButton.tsx';
import { CreateFields } from './CreateFields.tsx';
import { CreateFlowDialogs } from './CreateFlowDialogs.tsx';
import { CreateFormFooter } from './CreateFormFooter.tsx';
import { type CreateFormValues, emptyValues, makeCreateFormSchema } from './createForm.ts';
import { fileFitsSubCategory, subCategoryForFile } from './subCategoryRule.ts';
import { UploadField } from './UploadField.tsx';
import { type UploadFormKind, uploadKindOf } from './uploadForms.ts';
import { useCreateFlow } from './useCreateFlow.ts';
import { useCreateNft } from './useCreateNft.ts';
import { useUpload } from './useUpload.ts';

const FIELD_ORDER: (keyof CreateFormValues)[] = [
  'title',
  'currency',
  'price',
  'subCategoryId',
  'attachedLink',
  'resourceUrl',
  'file',
  'properties',
];

/** The first code of a failed validation, in R-VALID-17's order. */
function firstCode(errors: FieldErrors<CreateFormValues>): string {
  for (const name of FIELD_ORDER) {
    const message = errors[name]?.message;
    if (message) return String(message);
  }
  return 'PROCESS_FAILED';
}

export function CreateUploadForm({
  category,
  kind,
  subCategories,
}: {
  category: Category;
  kind: UploadFormKind;
  subCategories: readonly Category[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fileKind = uploadKindOf[kind];
  const upload = useUpload(fileKind);
  const create = useCreateNft();
  const flow = useCreateFlow({
    category,
    create: async ({ isAdmin }) => {
      if (upload.state.status !== 'done') return undefined;
      const values = form.getValues();
      const sub = subCategories.find((s) => String(s.id) === values.subCategoryId) ?? null;
      const result = await create.mutateAsync({
        values,
        file: upload.state.file,
        upload: upload.state.answer,
        isAdmin,
        category: {
          id: category.id,
          name: category.name,
          nftCategoryId: category.nftCategoryId,
          sub: sub ? { id: sub.id, name: sub.name } : null,
        },
      });
      return { nftId: result.nft.id, image: result.image, title: values.title.trim() };
    },
  });
  const { isAdmin, blocked } = flow;
  const form = useForm<CreateFormValues>({
    defaultValues: emptyValues(category.name),
    resolver: zodResolver(
      makeCreateFormSchema({ isAdmin, needsSubCategory: isAdmin && subCategories.length > 0, fileKind }),
    ),
  });
  const dirty = form.formState.isDirty && flow.created === null;
  const guard = useLeaveGuard(dirty);

  // Picking a sub category the uploaded file does not fit (2D Avatar: a picture, 3D Avatar: a model) clears the file (R-VALID-14).
  const onSubCategoryPicked = (id: string) => {
    if (upload.state.status !== 'done') return;
    const sub = subCategories.find((s) => String(s.id) === id);
    if (fileFitsSubCategory(sub?.name, upload.state.answer.mediaType)) return;
    upload.reset();
    form.setValue('file', null, { shouldDirty: true });
  };

  const onFile = async (file: File) => {
    form.setValue('file', null);
    const answer = await upload.start(file);
    if (!answer) return;
    form.setValue('file', { name: file.name, size: file.size, type: file.type }, { shouldDirty: true });
    const sub = subCategoryForFile(subCategories, answer.mediaType);
    if (sub) form.setValue('subCategoryId', String(sub.id), { shouldDirty: true });
  };

  const label = kind === 'model' ? t('ADD_3D_MODEL') : t('create.uploadMedia');
  return (
    <PageContainer>
      <ListToolbar
        title={t('create.formTitle', { category: category.title })}
        start={<BackButton to={routes.addNewNft()} label={t('BACK')} />}
      />
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit(flow.ask, (errors) => flow.fail(firstCode(errors)))}
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
          alignItems: 'start',
        }}
      >
        <UploadField
          kind={fileKind}
          label={label}
          state={upload.state}
          onFile={(file) => void onFile(file)}
          onCancel={upload.cancel}
          extra={
            kind === 'digitalHuman' ? (
              <AvatarMakerButton
                onAvatar={(file, answer) => {
                  upload.accept(file, answer);
                  form.setValue('file', { name: file.name, size: file.size }, { shouldDirty: true });
                  const sub = subCategoryForFile(subCategories, answer.mediaType);
                  if (sub) form.setValue('subCategoryId', String(sub.id), { shouldDirty: true });
                }}
              />
            ) : undefined
          }
        />
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <CreateFields
            form={form}
            kind={kind}
            isAdmin={isAdmin}
            subCategories={subCategories.map((sub) => ({ id: sub.id, title: sub.title }))}
            onSubCategoryPicked={onSubCategoryPicked}
          />
          <CreateFormFooter
            isAdmin={isAdmin}
            blocked={blocked}
            onBack={() => navigate(routes.addNewNft())}
            done={{ disabled: upload.state.status === 'uploading' }}
          />
        </Box>
      </Box>
      <CreateFlowDialogs {...flow.dialogs} />
      <NavigationWarningDialog {...guard} />
    </PageContainer>
  );
}
