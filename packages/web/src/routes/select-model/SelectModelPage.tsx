import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  type Customisation,
  customiseArea,
  customisedPrice,
  formatPrice,
  initialCustomisation,
  isValidTitle,
  MAX_PAGE_SIZE,
  routes,
  type Template,
} from '@vrmarket/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { BackButton } from '../../components/list/BackButton.tsx';
import { EmptyState } from '../../components/list/EmptyState.tsx';
import { ListToolbar } from '../../components/list/ListToolbar.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { CreateFlowDialogs } from '../../features/create/CreateFlowDialogs.tsx';
import { CreateFormFooter } from '../../features/create/CreateFormFooter.tsx';
import { defaultTitle } from '../../features/create/createForm.ts';
import { ImageUploadButton } from '../../features/create/ImageUploadButton.tsx';
import { useAllCategories } from '../../features/create/useCreatableCategories.ts';
import { useCreateFlow } from '../../features/create/useCreateFlow.ts';
import { chosenPartRows, hiddenMeshNames, meshTextures } from '../../features/templates/customisedModel.ts';
import { ModelCarousel } from '../../features/templates/ModelCarousel.tsx';
import { shownModelId, subCategoryFilters } from '../../features/templates/modelCarousel.ts';
import { NumberPlateBadge } from '../../features/templates/NumberPlateField.tsx';
import { PartPicker } from '../../features/templates/PartPicker.tsx';
import { templateListQuery, templateQuery } from '../../features/templates/queries.ts';
import { useCreateFromTemplate } from '../../features/templates/useCreateFromTemplate.ts';
import { LazyModelViewer, type ViewerState } from '../../features/viewer3d/LazyModelViewer.tsx';

/** How many models the carousel holds at most (the api's page limit). */
const CAROUSEL_SIZE = MAX_PAGE_SIZE;

const positive = (text: string | null | undefined) =>
  text && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null;

/**
 * `/select-model/{categoryId}?sub=&id=` (spec "Select model screen"): the category's models in a
 * carousel with the All / sub-category filter buttons; the shown model is customised (parts,
 * materials, number plate, title) and created.
 */
export function SelectModelPage() {
  const { t } = useTranslation();
  const params = useParams();
  const categoryId = positive(params.categoryId);
  const [search, setSearch] = useSearchParams();
  const categories = useAllCategories();
  const category = categories.data?.find((c) => c.id === categoryId);
  const filters = categoryId === null ? [] : subCategoryFilters(categories.data ?? [], categoryId);
  const sub = positive(search.get('sub'));
  const list = useQuery({
    ...templateListQuery({
      category_id: categoryId ?? undefined,
      sub_category_id: sub ?? undefined,
      per_page: CAROUSEL_SIZE,
    }),
    enabled: categoryId !== null,
  });
  const models = list.isPlaceholderData ? undefined : list.data?.results;
  const shown = shownModelId(models, positive(search.get('id')));
  const template = useQuery({ ...templateQuery(String(shown)), enabled: shown !== null });
  const back = routes.selectTemplate({ category: categoryId ?? undefined });

  const pick = (next: { sub?: number | null; id?: number | null }) => {
    const query = new URLSearchParams();
    const nextSub = next.sub === undefined ? sub : next.sub;
    if (nextSub !== null) query.set('sub', String(nextSub));
    const nextId = next.id === undefined ? shown : next.id;
    if (nextId !== null) query.set('id', String(nextId));
    setSearch(query, { replace: true });
  };

  return (
    <PageContainer>
      <ListToolbar
        title={category?.title ?? t('screens.selectModel')}
        start={<BackButton to={back} label={t('BACK')} />}
      />
      {categoryId === null || list.isError ? (
        <EmptyState title={t('EMPTY_NO_TEMPLATE')} />
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <ModelCarousel
            filters={filters}
            filter={sub}
            onFilter={(id) => pick({ sub: id, id: null })}
            models={models}
            shownId={shown}
            onShow={(model) => pick({ id: model.id })}
          />
          {shown !== null && template.isError && <EmptyState title={t('EMPTY_NO_TEMPLATE')} />}
          {shown !== null && !template.data && !template.isError && (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
              <CircularProgress />
            </Box>
          )}
          {template.data && template.data.id === shown && (
            <Customiser
              key={template.data.id}
              template={template.data}
              categoryId={String(categoryId)}
              back={back}
            />
          )}
        </Box>
      )}
    </PageContainer>
  );
}

function Customiser({
  template,
  categoryId,
  back,
}: {
  template: Template;
  categoryId: string;
  back: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const categories = useAllCategories();
  const category = categories.data?.find((c) => String(c.id) === categoryId);
  const subCategory =
    categories.data?.find((c) => c.id === template.modelCategoryId && c.parentCategoryId !== null) ?? null;
  const [choice, setChoice] = useState<Customisation>(() => initialCustomisation(template.modelMeshes));
  const [title, setTitle] = useState(() => defaultTitle(template.title));
  const [viewer, setViewer] = useState<ViewerState>('loading');
  const [numberPlate, setNumberPlate] = useState<string | null>(null);
  const creator = useCreateFromTemplate();
  const hidden = useMemo(() => hiddenMeshNames(template, choice), [template, choice]);
  const textures = useMemo(() => meshTextures(template, choice), [template, choice]);
  const ownLook = t('templates.ownLook');
  const chosen = chosenPartRows(template, choice, ownLook);

  const flow = useCreateFlow({
    category,
    create: async ({ isAdmin }) => {
      if (!category) return undefined;
      const result = await creator.run({
        template,
        choice,
        title: title.trim(),
        category,
        subCategory,
        isAdmin,
        ownLook,
        numberPlate,
      });
      return { nftId: result.nft.id, image: result.image, title: title.trim() };
    },
  });
  const askCreate = () => {
    if (!isValidTitle(title)) flow.fail('INVALID_TITLE');
    else if (viewer === 'error') flow.fail('MODEL_ERROR');
    else flow.ask();
  };

  return (
    <>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
        <Box
          sx={{
            position: 'relative',
            aspectRatio: '1',
            borderRadius: 4,
            overflow: 'hidden',
            border: 1,
            borderColor: 'divider',
            bgcolor: 'action.hover',
          }}
        >
          <LazyModelViewer
            url={template.modelFile}
            title={template.title}
            hiddenParts={hidden}
            partTextures={textures}
            onStateChange={setViewer}
          />
          {numberPlate && <NumberPlateBadge url={numberPlate} onRemove={() => setNumberPlate(null)} />}
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
          <TextField
            label={t('templates.title')}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 50 } }}
          />
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <ImageUploadButton
              label={t('templates.uploadPlate')}
              busyLabel={t('templates.uploading')}
              testId="number-plate-input"
              onUploaded={setNumberPlate}
              onError={flow.fail}
              disabled={flow.busy}
            />
          </Box>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5, columnGap: 2 }}
          >
            <Typography component="dt" color="text.secondary">
              {t('templates.price')}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontWeight: 800 }}
              color="primary"
              data-testid="template-total"
            >
              {formatPrice(customisedPrice(template, choice), 'USDT')}
            </Typography>
            <Typography component="dt" color="text.secondary">
              {t('templates.name')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {template.name}
            </Typography>
            <Typography component="dt" color="text.secondary">
              {t('templates.area')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {customiseArea(template.area)} m²
            </Typography>
          </Box>
          <PartPicker template={template} choice={choice} onChange={setChoice} />
          <Box>
            <Typography variant="subtitle2" component="h2">
              {t('templates.chosen')}
            </Typography>
            <Box
              component="ul"
              sx={{ m: 0, pl: 2.5, maxHeight: 120, overflowY: 'auto' }}
              data-testid="chosen-parts"
            >
              {chosen.map((row) => (
                <li key={row.label}>
                  <Typography variant="body2">
                    {row.label}: {row.value}
                  </Typography>
                </li>
              ))}
            </Box>
          </Box>
          <CreateFormFooter
            isAdmin={flow.isAdmin}
            blocked={flow.blocked}
            onBack={() => navigate(back)}
            done={{ onClick: askCreate, disabled: flow.busy || viewer === 'loading' }}
          />
        </Box>
      </Box>
      <CreateFlowDialogs {...flow.dialogs} />
    </>
  );
}
