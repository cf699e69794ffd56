import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, routes, type Template, templateClickOutcome } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BackButton } from '../../components/list/BackButton.tsx';
import { EmptyState } from '../../components/list/EmptyState.tsx';
import { ListPagination } from '../../components/list/ListPagination.tsx';
import { ListToolbar } from '../../components/list/ListToolbar.tsx';
import { useViewMode } from '../../components/list/useViewMode.ts';
import { ViewToggle } from '../../components/list/ViewToggle.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { ownScreenOf } from '../../features/create/uploadForms.ts';
import { useAllCategories } from '../../features/create/useCreatableCategories.ts';
import { getSession } from '../../features/session/sessionStore.ts';
import { useLoginPrompt } from '../../features/session/useLoginPrompt.ts';
import { templateCategoriesQuery, templateListQuery } from '../../features/templates/queries.ts';
import { TemplateCard } from '../../features/templates/TemplateCard.tsx';
import { openWalletDialog } from '../../features/wallet/walletStore.ts';

const positive = (text: string | null) => (text && /^[1-9]\d*$/.test(text) ? Number(text) : undefined);

/** `/select-template?category=`: templates to customise, by category and price (spec "Create NFT from Template"). */
export function SelectTemplatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loginPrompt = useLoginPrompt();
  const [params, setParams] = useSearchParams();
  const [view, setView] = useViewMode();
  const categories = useQuery(templateCategoriesQuery());
  const allCategories = useAllCategories();
  const categoryId = positive(params.get('category')) ?? categories.data?.[0]?.id;
  const page = positive(params.get('page')) ?? 1;
  const direction = params.get('sort') === 'desc' ? 'desc' : 'asc';
  // The header's search box (spec: shown on select-template) searches the templates' titles and names.
  const keyword = params.get('search')?.trim() || undefined;
  const list = useQuery({
    ...templateListQuery({
      category_id: categoryId,
      keyword,
      page,
      per_page: PAGE_SIZE.other,
      sort_direction: direction,
    }),
    enabled: categoryId !== undefined,
  });
  const category = categories.data?.find((c) => c.id === categoryId);
  const stores = allCategories.data?.find((c) => c.name === 'vrStores');
  // The category's own screen (the free home claim, the vrStore templates, an upload form).
  const own = category ? ownScreenOf(category) : null;

  const change = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined) merged.delete(key);
      else merged.set(key, value);
    }
    setParams(merged, { replace: true });
  };

  const choose = (template: Template) => {
    const { accessToken, user } = getSession();
    const outcome = templateClickOutcome(
      template,
      {
        loggedIn: accessToken !== null,
        username: typeof user?.username === 'string' ? user.username : null,
        publicKey: typeof user?.publicKey === 'string' ? user.publicKey : null,
      },
      stores?.id ?? template.parentCategoryId,
    );
    if (outcome.kind === 'login') loginPrompt.show();
    else if (outcome.kind === 'connect-wallet') openWalletDialog({ name: 'link' });
    else if (outcome.kind === 'navigate') navigate(outcome.to);
  };

  const results = list.data?.results ?? [];
  const loading = categories.isPending || (categoryId !== undefined && list.isPending);
  return (
    <PageContainer>
      <ListToolbar
        title={t('CREATE_NFT_FROM_TEMPLATE')}
        start={<BackButton to={routes.addNewNft()} label={t('BACK')} />}
      >
        <Select
          size="small"
          value={categoryId ?? ''}
          displayEmpty
          onChange={(event) => change({ category: String(event.target.value), page: undefined })}
          inputProps={{ 'aria-label': t('templates.category') }}
          sx={{ minWidth: 160, borderRadius: 999 }}
        >
          {(categories.data ?? []).map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.title}
            </MenuItem>
          ))}
        </Select>
        <Select
          size="small"
          value={direction}
          onChange={(event) => change({ sort: event.target.value, page: undefined })}
          inputProps={{ 'aria-label': t('browse.sort') }}
          sx={{ minWidth: 150, borderRadius: 999 }}
        >
          <MenuItem value="asc">{t('SORT_LOWEST_PRICE')}</MenuItem>
          <MenuItem value="desc">{t('SORT_HIGHEST_PRICE')}</MenuItem>
        </Select>
        <ViewToggle value={view} onChange={setView} />
      </ListToolbar>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        {category && list.data && (
          <Typography color="text.secondary" sx={{ flex: 1 }} data-testid="template-count">
            {t('TEMPLATES_OF_CATEGORY', { n: list.data.total, category: category.title })}
          </Typography>
        )}
        {own && category && (
          <Button component={Link} to={own.to} variant="outlined" data-testid="category-own-screen">
            {t(`templates.own.${own.kind}`, { category: category.title })}
          </Button>
        )}
      </Box>
      {!loading && results.length === 0 ? (
        <EmptyState title={t('EMPTY_NO_TEMPLATE')} />
      ) : (
        <Box
          component="ul"
          aria-label={t('CREATE_NFT_FROM_TEMPLATE')}
          sx={{
            listStyle: 'none',
            m: 0,
            mb: 3,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns:
              view === 'list' ? '1fr' : { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          {loading
            ? Array.from({ length: 8 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <Box component="li" key={i}>
                  <Skeleton
                    variant="rounded"
                    sx={{ aspectRatio: view === 'list' ? '6' : '0.8', height: 'auto' }}
                  />
                </Box>
              ))
            : results.map((template) => (
                <Box component="li" key={template.id}>
                  <TemplateCard template={template} view={view} onClick={() => choose(template)} />
                </Box>
              ))}
        </Box>
      )}
      {list.data && (
        <ListPagination
          page={page}
          total={list.data.total}
          limit={list.data.limit}
          onChange={(next) => change({ page: String(next) })}
        />
      )}
    </PageContainer>
  );
}
