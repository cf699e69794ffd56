import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type Category, PAGE_SIZE, type StoreTemplate } from '@vrmarket/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../components/list/CardGrid.tsx';
import { EmptyState } from '../../components/list/EmptyState.tsx';
import { ListPagination } from '../../components/list/ListPagination.tsx';
import { useStoreTemplates } from './queries.ts';
import { StoreTemplateCard } from './StoreTemplateCard.tsx';
import type { StoreGroupOf } from './storeGroup.ts';

/**
 * The group view (spec: VrStoresGroups / VrMallsGroups): the group's members as filters and the
 * vrStore templates of the group (the separate vrStores list call) to pick from.
 */
export function StoreTemplatePicker({
  group,
  onPick,
}: {
  group: StoreGroupOf;
  onPick: (template: StoreTemplate) => void;
}) {
  const { t } = useTranslation();
  const [member, setMember] = useState<Category | null>(group.member);
  const [page, setPage] = useState(1);
  const list = useStoreTemplates({
    category_id: group.top.id,
    sub_category_id: member?.id,
    page,
    per_page: PAGE_SIZE.other,
  });
  const results = list.data?.results ?? [];
  const pick = (next: Category | null) => {
    setMember(next);
    setPage(1);
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{t('stores.pickModel')}</Typography>
      <Box
        role="group"
        aria-label={t('stores.members', { group: group.top.title })}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {[null, ...group.members].map((option) => {
          const selected = (option?.id ?? null) === (member?.id ?? null);
          return (
            <Chip
              key={option?.id ?? 'all'}
              label={option?.title ?? t('stores.all')}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              aria-pressed={selected}
              onClick={() => pick(option)}
            />
          );
        })}
      </Box>
      {list.data && (
        <Typography color="text.secondary" data-testid="store-template-count">
          {t('TEMPLATES_OF_CATEGORY', { n: list.data.total, category: (member ?? group.top).title })}
        </Typography>
      )}
      {!list.isPending && results.length === 0 ? (
        <EmptyState title={t('EMPTY_NO_TEMPLATE')} />
      ) : (
        <CardGrid columns={{ xs: 2, sm: 3, md: 4 }} label={t('stores.pickModel')}>
          {list.isPending
            ? Array.from({ length: 4 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <Box component="li" key={i}>
                  <Skeleton variant="rounded" sx={{ aspectRatio: '0.95', height: 'auto' }} />
                </Box>
              ))
            : results.map((template) => (
                <Box component="li" key={template.id}>
                  <StoreTemplateCard template={template} onClick={() => onPick(template)} />
                </Box>
              ))}
        </CardGrid>
      )}
      {list.data && (
        <ListPagination page={page} total={list.data.total} limit={list.data.limit} onChange={setPage} />
      )}
    </Box>
  );
}
