import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import PetsRounded from '@mui/icons-material/PetsRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, routes } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorFallback } from '../../components/ErrorFallback.tsx';
import { BackButton } from '../../components/list/BackButton.tsx';
import { EmptyState } from '../../components/list/EmptyState.tsx';
import { ListPagination } from '../../components/list/ListPagination.tsx';
import { ListToolbar } from '../../components/list/ListToolbar.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { PetBatchResultDialog } from '../../features/pets/PetBatchResultDialog.tsx';
import { PetComboCard } from '../../features/pets/PetComboCard.tsx';
import { petCombosQuery, petModelsQuery } from '../../features/pets/queries.ts';
import { usePetBatch } from '../../features/pets/usePetBatch.ts';
import { useProfile } from '../../features/session/useProfile.ts';

const LIMIT = PAGE_SIZE.petCombos;

const grid = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
} as const;

/**
 * `/bulk-pets?id={modelId}&page={n}` (admin-market users, R-CREATE-13): a
 * pet model's combos 8 a page with their 3D views, and 'CREATE ALL n NFTs' for the page.
 */
export function PetsBulkPage() {
  const { t } = useTranslation();
  const { profile, isLoading } = useProfile();
  const isAdmin = profile?.is_admin_market === true;
  const [params, setParams] = useSearchParams();
  const models = useQuery(petModelsQuery(isAdmin));
  const model = models.data?.find((item) => item.id === Number(params.get('id'))) ?? models.data?.[0] ?? null;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const combos = useQuery(petCombosQuery(model?.id ?? null, page));
  const batch = usePetBatch();
  const running = batch.state.phase === 'running';
  const results = combos.data?.results;

  const go = (next: { id?: number; page?: number }) =>
    setParams({ id: String(next.id ?? model?.id ?? ''), page: String(next.page ?? page) });

  const createAll = () => {
    if (!model || !results) return;
    void batch.run(results, model, {
      id: model.categoryId,
      name: model.categoryName,
      nftCategoryId: null,
      sub:
        model.subCategoryId === null ? null : { id: model.subCategoryId, name: model.subCategoryName ?? '' },
    });
  };

  if (!isLoading && !isAdmin)
    return (
      <PageContainer>
        <ListToolbar title={t('pets.title')} start={<BackButton to={routes.home()} label={t('BACK')} />} />
        <EmptyState title={t('pets.adminOnly')} icon={<PetsRounded />} />
      </PageContainer>
    );

  return (
    <PageContainer>
      <title>{`${t('pets.title')} · vrmarket`}</title>
      <ListToolbar title={t('pets.title')} start={<BackButton to={routes.home()} label={t('BACK')} />}>
        {combos.data && (
          <Typography color="text.secondary" data-testid="pets-total">
            {t('pets.total', { count: combos.data.totalResults })}
          </Typography>
        )}
      </ListToolbar>

      <Box
        role="group"
        aria-label={t('pets.models')}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2.5 }}
      >
        {(models.data ?? []).map((item) => (
          <Chip
            key={item.id}
            label={`${item.title} · ${t('pets.createdOf', { created: item.createdCombos, total: item.totalCombos })}`}
            color={item.id === model?.id ? 'primary' : 'default'}
            variant={item.id === model?.id ? 'filled' : 'outlined'}
            aria-pressed={item.id === model?.id}
            disabled={running}
            onClick={() => go({ id: item.id, page: 1 })}
          />
        ))}
      </Box>

      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          mb: 3,
          p: 2,
          borderRadius: 4,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Button
          variant="contained"
          size="large"
          startIcon={<AutoAwesomeRounded />}
          disabled={running || !results || results.length === 0 || combos.isPlaceholderData}
          onClick={createAll}
        >
          {t('CREATE_ALL_NFTS', { n: results?.length ?? 0 })}
        </Button>
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }} aria-live="polite">
          {batch.state.phase === 'running' ? (
            <>
              <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="pets-progress">
                {t('pets.progress', { percent: batch.state.percent, name: batch.state.current })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={batch.state.percent}
                aria-label={t('pets.progressLabel')}
                sx={{ mt: 1, height: 8, borderRadius: 4 }}
              />
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('pets.hint')}
            </Typography>
          )}
        </Box>
      </Box>

      {models.isError || combos.isError ? (
        <ErrorFallback onRetry={() => void (models.isError ? models.refetch() : combos.refetch())} />
      ) : models.data?.length === 0 || results?.length === 0 ? (
        <EmptyState title={t('EMPTY_NO_ITEM')} icon={<PetsRounded />} />
      ) : (
        <Box component="ul" sx={grid} data-testid="pet-combos">
          {results
            ? results.map((combo) => <PetComboCard key={combo.id} combo={combo} />)
            : Array.from({ length: 4 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <Box component="li" key={index}>
                  <Skeleton variant="rounded" sx={{ height: 380, borderRadius: 4 }} />
                </Box>
              ))}
        </Box>
      )}
      <Box sx={{ mt: 4, display: running ? 'none' : 'block' }}>
        <ListPagination
          page={page}
          total={combos.data?.totalResults ?? 0}
          limit={LIMIT}
          onChange={(next) => go({ page: next })}
        />
      </Box>
      <PetBatchResultDialog state={batch.state} onClose={batch.reset} />
    </PageContainer>
  );
}
