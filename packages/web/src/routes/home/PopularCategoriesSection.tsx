import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { Category } from '@vrmarket/domain';
import { PAGE_SIZE, pageCount, routes } from '@vrmarket/domain';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionHeader } from '../../components/list/SectionHeader.tsx';
import { SectionPager } from '../../components/list/SectionPager.tsx';
import { skeletonKeys } from '../../components/list/skeletonKeys.ts';
import { useMarketCategories } from '../../features/categories/useMarketCategories.ts';
import { brand } from '../../theme/palette.ts';

const LIMIT = PAGE_SIZE.landingCategories;

/** 'Popular Categories': the market's top-level categories by order, 4 a page, paged here. */
export function PopularCategoriesSection() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const data = useDeferredValue(useMarketCategories().data);
  const categories = (data ?? []).filter((category) => category.parentCategoryId === null);
  const count = pageCount(categories.length, LIMIT);
  const shown = categories.slice((page - 1) * LIMIT, page * LIMIT);

  return (
    <Box component="section" aria-labelledby="categories-title">
      <SectionHeader
        id="categories-title"
        title={t('POPULAR_CATEGORIES')}
        text={t('browse.categoriesText')}
        actions={
          <SectionPager page={page} count={count} onChange={setPage} label={t('POPULAR_CATEGORIES')} />
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1.5, sm: 2.5 },
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {data
          ? shown.map((category) => <CategoryCard key={category.id} category={category} />)
          : skeletonKeys(LIMIT).map((key) => (
              <Skeleton
                key={key}
                variant="rounded"
                sx={{ aspectRatio: '4 / 3', height: 'auto', borderRadius: '20px' }}
              />
            ))}
      </Box>
    </Box>
  );
}

function CategoryCard({ category }: { category: Category }) {
  const image = category.thumbnailLarge ?? category.avatar;
  return (
    <Card
      component={Link}
      to={routes.home({ category: category.id })}
      data-testid="category-card"
      sx={(theme) => ({
        position: 'relative',
        display: 'block',
        aspectRatio: '4 / 3',
        textDecoration: 'none',
        color: '#fff',
        background: image ? `center / cover no-repeat url("${image}")` : brand.gradient,
        transition: 'transform 160ms ease',
        '&:hover': { transform: 'translateY(-3px)' },
        '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          background: `linear-gradient(180deg, transparent 40%, ${alpha('#0c0a18', 0.8)})`,
        },
      })}
    >
      <Typography
        component="h3"
        variant="h6"
        sx={{ position: 'absolute', left: 16, right: 16, bottom: 14, zIndex: 1, fontWeight: 800 }}
        noWrap
      >
        {category.title}
      </Typography>
    </Card>
  );
}
