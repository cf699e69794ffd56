import Pagination from '@mui/material/Pagination';
import { pageCount } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';

interface ListPaginationProps {
  page: number;
  total: number;
  limit: number;
  onChange: (page: number) => void;
}

/** Page numbers with previous/next arrows; nothing when everything fits on one page. */
export function ListPagination({ page, total, limit, onChange }: ListPaginationProps) {
  const { t } = useTranslation();
  const count = pageCount(total, limit);
  if (count <= 1) return null;
  return (
    <Pagination
      page={Math.min(page, count)}
      count={count}
      shape="rounded"
      color="primary"
      siblingCount={1}
      onChange={(_, next) => onChange(next)}
      aria-label={t('browse.pagination')}
      getItemAriaLabel={(type, item) => {
        if (type === 'previous') return t('browse.previousPage');
        if (type === 'next') return t('browse.nextPage');
        return type === 'page' ? t('browse.page', { page: item }) : '';
      }}
      sx={{ display: 'flex', justifyContent: 'center', '& ul': { justifyContent: 'center' } }}
    />
  );
}
