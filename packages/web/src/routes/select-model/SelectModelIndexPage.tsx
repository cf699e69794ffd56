import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { routes } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { BackButton } from '../../components/list/BackButton.tsx';
import { CardGrid, firstRowOf } from '../../components/list/CardGrid.tsx';
import { EmptyState } from '../../components/list/EmptyState.tsx';
import { ListToolbar } from '../../components/list/ListToolbar.tsx';
import { PictureCard } from '../../components/list/PictureCard.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { useAllCategories } from '../../features/create/useCreatableCategories.ts';
import { templateCategoriesQuery } from '../../features/templates/queries.ts';

const COLUMNS = { xs: 2, sm: 3, md: 4 };
const FIRST_ROW = firstRowOf(COLUMNS);

/**
 * Bare `/select-model`: the model picker across categories. Each category that holds models opens
 * its carousel at `/select-model/{categoryId}` (ADR 0047).
 */
export function SelectModelIndexPage() {
  const { t } = useTranslation();
  const kinds = useQuery(templateCategoriesQuery());
  const categories = useAllCategories();
  const pictureOf = (id: number) => {
    const category = categories.data?.find((c) => c.id === id);
    return category?.thumbnailLarge ?? category?.avatar ?? undefined;
  };
  return (
    <PageContainer>
      <ListToolbar
        title={t('screens.selectModel')}
        start={<BackButton to={routes.addNewNft()} label={t('BACK')} />}
      />
      <Typography variant="h6" component="h2">
        {t('templates.pickCategory')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {t('templates.pickCategoryHint')}
      </Typography>
      {kinds.data?.length === 0 || kinds.isError ? (
        <EmptyState title={t('EMPTY_NO_TEMPLATE')} />
      ) : (
        <CardGrid columns={COLUMNS}>
          {kinds.data === undefined
            ? [0, 1, 2].map((key) => (
                <Box component="li" key={key}>
                  <Skeleton variant="rounded" sx={{ aspectRatio: '1', height: 'auto', borderRadius: 4 }} />
                </Box>
              ))
            : kinds.data.map((kind, index) => (
                <Box component="li" key={kind.id}>
                  <PictureCard
                    picture={pictureOf(kind.id)}
                    firstScreen={index < FIRST_ROW}
                    to={routes.selectModel(String(kind.id))}
                    testId="model-category"
                  >
                    <Box sx={{ px: 1.5, py: 1.25 }}>
                      <Typography sx={{ fontWeight: 700 }} noWrap>
                        {kind.title}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t('templates.modelCount', { count: kind.total })}
                      </Typography>
                    </Box>
                  </PictureCard>
                </Box>
              ))}
        </CardGrid>
      )}
    </PageContainer>
  );
}
