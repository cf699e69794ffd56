import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { routes } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackButton } from '../../components/list/BackButton.tsx';
import { EmptyState } from '../../components/list/EmptyState.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { CreateUploadForm } from '../../features/create/CreateUploadForm.tsx';
import { LAND_CATEGORY, uploadFormFor } from '../../features/create/uploadForms.ts';
import { useAllCategories } from '../../features/create/useCreatableCategories.ts';
import { LandCreateForm } from '../../features/lands/LandCreateForm.tsx';

/** `/{categoryId}`: the category's creation form by its name (spec), else an empty state. */
export function CreateUploadPage() {
  const { t } = useTranslation();
  const { categoryId } = useParams();
  const categories = useAllCategories();
  const category = categories.data?.find((c) => String(c.id) === categoryId && c.parentCategoryId === null);
  const kind = category ? uploadFormFor(category.name) : null;

  if (categories.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
        <CircularProgress />
      </Box>
    );
  }
  if (category?.name === LAND_CATEGORY) return <LandCreateForm key={category.id} category={category} />;
  if (!category || !kind) {
    return (
      <PageContainer>
        <EmptyState
          title={t('create.noForm')}
          action={<BackButton to={routes.addNewNft()} label={t('BACK')} />}
        />
      </PageContainer>
    );
  }
  const subCategories = (categories.data ?? []).filter((c) => c.parentCategoryId === category.id);
  return <CreateUploadForm key={category.id} category={category} kind={kind} subCategories={subCategories} />;
}
