import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { routes } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackButton } from '../../components/list/BackButton.tsx';
import { EmptyState } from '../../components/list/EmptyState.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { CreateUploadForm } from '../../features/create/CreateUploadForm.tsx';
import { creationScreenFor } from '../../features/create/uploadForms.ts';
import { useAllCategories } from '../../features/create/useCreatableCategories.ts';
import { LandCreateForm } from '../../features/lands/LandCreateForm.tsx';
import { StoresScreen } from '../../features/stores/StoresScreen.tsx';

/** `/{categoryId}`: the category's creation form by its name (spec), else an empty state. */
export function CreateUploadPage() {
  const { t } = useTranslation();
  const { categoryId } = useParams();
  const categories = useAllCategories();
  const all = categories.data ?? [];
  const found = all.find((c) => String(c.id) === categoryId);
  const screen = found ? creationScreenFor(found.name) : null;
  // A member of the stores group (vrBanners …) has its page too; other sub categories do not.
  const category =
    found && (found.parentCategoryId === null || screen?.kind === 'stores') ? found : undefined;

  if (categories.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
        <CircularProgress />
      </Box>
    );
  }
  if (!category || !screen) {
    return (
      <PageContainer>
        <EmptyState
          title={t('create.noForm')}
          action={<BackButton to={routes.addNewNft()} label={t('BACK')} />}
        />
      </PageContainer>
    );
  }
  if (screen.kind === 'land') return <LandCreateForm key={category.id} category={category} />;
  if (screen.kind === 'stores') return <StoresScreen key={category.id} category={category} all={all} />;
  const subCategories = all.filter((c) => c.parentCategoryId === category.id);
  return (
    <CreateUploadForm
      key={category.id}
      category={category}
      kind={screen.form}
      subCategories={subCategories}
    />
  );
}
