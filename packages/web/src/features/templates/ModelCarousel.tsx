import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type Category, formatPriceRange, type Template, templatePriceRange } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';

const row = { display: 'flex', gap: 1, overflowX: 'auto', pb: 1 } as const;

/**
 * Select-model's carousel: the filter buttons (All plus the category's sub-categories) over the
 * category's models; a click shows that model in the viewer.
 */
export function ModelCarousel({
  filters,
  filter,
  onFilter,
  models,
  shownId,
  onShow,
}: {
  filters: Category[];
  /** The chosen sub-category; null is All. */
  filter: number | null;
  onFilter: (subCategoryId: number | null) => void;
  /** Undefined while loading. */
  models: Template[] | undefined;
  shownId: number | null;
  onShow: (template: Template) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      {filters.length > 0 && (
        <Box sx={{ ...row, pb: 0.5 }} role="group" aria-label={t('templates.filter')}>
          {[{ id: null, title: t('templates.all') }, ...filters].map((option) => (
            <Chip
              key={option.id ?? 'all'}
              label={option.title}
              clickable
              aria-pressed={filter === option.id}
              color={filter === option.id ? 'primary' : 'default'}
              variant={filter === option.id ? 'filled' : 'outlined'}
              onClick={() => onFilter(option.id)}
            />
          ))}
        </Box>
      )}
      <Box sx={row} role="list" aria-label={t('templates.models')} data-testid="model-carousel">
        {models === undefined &&
          [0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" width={128} height={150} sx={{ flexShrink: 0 }} />
          ))}
        {models?.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {t('EMPTY_NO_TEMPLATE')}
          </Typography>
        )}
        {models?.map((model) => {
          const shown = model.id === shownId;
          return (
            <Box role="listitem" key={model.id} sx={{ flexShrink: 0 }}>
              <ButtonBase
                aria-pressed={shown}
                onClick={() => onShow(model)}
                data-testid="model-carousel-item"
                sx={{
                  width: 128,
                  flexDirection: 'column',
                  alignItems: 'stretch',
                  textAlign: 'left',
                  border: 2,
                  borderColor: shown ? 'primary.main' : 'divider',
                  borderRadius: 3,
                  overflow: 'hidden',
                  bgcolor: 'background.paper',
                }}
              >
                <Box
                  component="img"
                  src={model.avatar ?? undefined}
                  alt=""
                  loading="lazy"
                  sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', bgcolor: 'action.hover' }}
                />
                <Box sx={{ px: 1, py: 0.75, minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap>
                    {model.title}
                  </Typography>
                  <Typography variant="caption" color="primary" noWrap component="p">
                    {formatPriceRange(templatePriceRange(model))}
                  </Typography>
                </Box>
              </ButtonBase>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
