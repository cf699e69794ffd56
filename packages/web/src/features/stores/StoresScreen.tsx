import Box from '@mui/material/Box';
import type { Category, StoreTemplate } from '@vrmarket/domain';
import { routes } from '@vrmarket/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackButton } from '../../components/list/BackButton.tsx';
import { ListToolbar } from '../../components/list/ListToolbar.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { CreateFlowDialogs } from '../create/CreateFlowDialogs.tsx';
import { defaultTitle } from '../create/createForm.ts';
import { useCreateFlow } from '../create/useCreateFlow.ts';
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
  const group = storeGroupOf(category, all);
  const [template, setTemplate] = useState<StoreTemplate | null>(null);
  const [title, setTitle] = useState('');
  const create = useCreateStore();
  const flow = useCreateFlow({
    category: group.top,
    create: async ({ isAdmin }) => {
      if (!template) return undefined;
      const result = await create.mutateAsync({
        template,
        title,
        categoryName: category.name,
        top: { id: group.top.id, name: group.top.name },
        isShow: isAdmin,
      });
      return { nftId: result.nft.id, image: result.image, title: title.trim() };
    },
  });

  const pick = (next: StoreTemplate) => {
    setTemplate(next);
    setTitle(defaultTitle(category.name));
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
          blocked={flow.blocked}
          isAdmin={flow.isAdmin}
          onBack={() => setTemplate(null)}
          onDone={(problem) => (problem ? flow.fail(problem) : flow.ask())}
        />
      )}
      {/* Kept mounted while a model is open, so 'Other models' returns to the same member and page. */}
      <Box hidden={template !== null}>
        <StoreTemplatePicker group={group} onPick={pick} />
      </Box>
      <CreateFlowDialogs {...flow.dialogs} />
    </PageContainer>
  );
}
