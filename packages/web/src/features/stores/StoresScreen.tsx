import Box from '@mui/material/Box';
import type { Category, StoreTemplate } from '@vrmarket/domain';
import { routes } from '@vrmarket/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/ApiError.ts';
import { BackButton } from '../../components/list/BackButton.tsx';
import { ListToolbar } from '../../components/list/ListToolbar.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { CreateFlowDialogs } from '../create/CreateFlowDialogs.tsx';
import type { CreateDoneState } from '../create/createDone.ts';
import { defaultTitle } from '../create/createForm.ts';
import { useCreateSettings } from '../create/useCreateSettings.ts';
import { useProfile } from '../session/useProfile.ts';
import { StoreCreateForm } from './StoreCreateForm.tsx';
import { StoreTemplatePicker } from './StoreTemplatePicker.tsx';
import { storeGroupOf } from './storeGroup.ts';
import { useCreateStore } from './useCreateStore.ts';

/**
 * `/{categoryId}` of the stores and malls groups: the group view (its store models to pick from),
 * then the Create vrStore screen and the create flow (confirm, busy, error, success, /create-done).
 */
export function StoresScreen({ category, all }: { category: Category; all: readonly Category[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { profile } = useProfile();
  const isAdmin = profile?.is_admin_market === true;
  const group = storeGroupOf(category, all);
  const settings = useCreateSettings();
  const nftCategoryId = group.top.nftCategoryId;
  const creationAllowed =
    settings.data === undefined ||
    (nftCategoryId !== null && settings.data.allowCreating.includes(nftCategoryId));
  const [template, setTemplate] = useState<StoreTemplate | null>(null);
  const [title, setTitle] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [created, setCreated] = useState<CreateDoneState | null>(null);
  const create = useCreateStore();

  const pick = (next: StoreTemplate) => {
    setTemplate(next);
    setTitle(defaultTitle(category.name));
  };

  const submit = async () => {
    setConfirming(false);
    if (!template) return;
    try {
      const result = await create.mutateAsync({
        template,
        title,
        categoryName: category.name,
        top: { id: group.top.id, name: group.top.name },
        isShow: isAdmin,
      });
      setCreated({ nftId: result.nft.id, image: result.image, title: title.trim() });
    } catch (error) {
      setErrorCode(error instanceof ApiError && error.code ? error.code : 'PROCESS_FAILED');
    }
  };

  const closeSuccess = () => {
    if (!created) return;
    if (isAdmin) navigate(routes.detail(created.nftId));
    else navigate(routes.createDone(), { state: created satisfies CreateDoneState });
  };

  return (
    <PageContainer>
      <ListToolbar
        title={t('create.formTitle', { category: category.title })}
        start={<BackButton to={routes.addNewNft()} label={t('BACK')} />}
      />
      {template && (
        <StoreCreateForm
          template={template}
          title={title}
          onTitle={setTitle}
          creationAllowed={creationAllowed}
          isAdmin={isAdmin}
          onBack={() => setTemplate(null)}
          onDone={(problem) => (problem ? setErrorCode(problem) : setConfirming(true))}
        />
      )}
      {/* Kept mounted while a model is open, so 'Other models' returns to the same member and page. */}
      <Box hidden={template !== null}>
        <StoreTemplatePicker group={group} onPick={pick} />
      </Box>
      <CreateFlowDialogs
        confirming={confirming}
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(false)}
        busy={create.isPending}
        errorCode={errorCode}
        onErrorClose={() => setErrorCode(null)}
        createdId={created?.nftId ?? null}
        isAdmin={isAdmin}
        onSuccessClose={closeSuccess}
      />
    </PageContainer>
  );
}
