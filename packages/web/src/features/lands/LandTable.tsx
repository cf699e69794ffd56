import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { formatArea, formatPrice, type Land, type LandSortColumn } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import type { LandSort } from './landSearch.ts';

/** Spec: the list is 340 px high and scrolls inside. */
const LIST_HEIGHT = 340;

/** The sortable vrLand list (ID, Name, Area, Price, Currency, Type, Updated At); a row click chooses a land. */
export function LandTable({
  lands,
  sort,
  onSort,
  selectedId,
  onSelect,
}: {
  lands: readonly Land[];
  sort: LandSort;
  onSort: (column: LandSortColumn) => void;
  selectedId: number | null;
  onSelect: (land: Land) => void;
}) {
  const { t, i18n } = useTranslation();
  const sortable = (column: LandSortColumn, label: string) => (
    <TableSortLabel
      active={sort.column === column}
      direction={sort.column === column && sort.direction === 'ASC' ? 'asc' : 'desc'}
      onClick={() => onSort(column)}
    >
      {label}
    </TableSortLabel>
  );
  return (
    <TableContainer sx={{ height: LIST_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table stickyHeader size="small" aria-label={t('lands.searchTitle')} sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('COL_ID')}</TableCell>
            <TableCell>{t('COL_NAME')}</TableCell>
            <TableCell align="right">{sortable('land_area', t('AREA'))}</TableCell>
            <TableCell align="right">{sortable('total_price', t('PRICE'))}</TableCell>
            <TableCell>{t('CURRENCY')}</TableCell>
            <TableCell>{t('COL_TYPE')}</TableCell>
            <TableCell>{sortable('updated_at', t('COL_UPDATED_AT'))}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lands.length === 0 && (
            <TableRow>
              <TableCell colSpan={7} sx={{ border: 0 }}>
                <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
                  {t('EMPTY_NO_RESULT')}
                </Typography>
              </TableCell>
            </TableRow>
          )}
          {lands.map((land) => (
            <TableRow
              key={land.id}
              hover
              selected={land.id === selectedId}
              onClick={() => onSelect(land)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') onSelect(land);
              }}
              tabIndex={0}
              aria-selected={land.id === selectedId}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell>{land.id}</TableCell>
              <TableCell>
                {land.landName}
                {land.nftId !== null && (
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                    ({t('lands.taken')})
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{formatArea(land.landArea)}</TableCell>
              <TableCell align="right">{formatPrice(land.totalPrice)}</TableCell>
              <TableCell>{land.currency}</TableCell>
              <TableCell>{land.landFeatureType}</TableCell>
              <TableCell>{new Date(land.updatedAt).toLocaleString(i18n.language)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
