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
import { useRowWindow } from '../../components/list/useRowWindow.ts';
import type { LandSort } from './landSearch.ts';

/** Spec: the list is 340 px high and scrolls inside. */
const LIST_HEIGHT = 340;
/** Every row's height (a small table's row with a caption beside a name is 35 px); cells never wrap. */
const ROW_HEIGHT = 35;

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
  // Only the rows in view (and a few more) are rendered: the registry lists every plot at once.
  const rows = useRowWindow(lands.length, ROW_HEIGHT, LIST_HEIGHT);
  const spacer = (height: number) =>
    height > 0 && (
      <TableRow aria-hidden style={{ height }} sx={{ '& td': { p: 0, border: 0 } }}>
        <TableCell colSpan={7} />
      </TableRow>
    );
  return (
    <TableContainer
      ref={rows.ref}
      onScroll={rows.onScroll}
      sx={{ height: LIST_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      <Table
        stickyHeader
        size="small"
        aria-label={t('lands.searchTitle')}
        aria-rowcount={lands.length + 1}
        // Fixed column widths: the rows in view change as the list scrolls, the columns must not.
        sx={{
          minWidth: 980,
          tableLayout: 'fixed',
          '& tbody tr': { height: ROW_HEIGHT },
          '& td': { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
        }}
      >
        <TableHead>
          <TableRow aria-rowindex={1}>
            <TableCell sx={{ width: 88 }}>{t('COL_ID')}</TableCell>
            <TableCell>{t('COL_NAME')}</TableCell>
            <TableCell align="right" sx={{ width: 100 }}>
              {sortable('land_area', t('AREA'))}
            </TableCell>
            <TableCell align="right" sx={{ width: 104 }}>
              {sortable('total_price', t('PRICE'))}
            </TableCell>
            <TableCell sx={{ width: 100 }}>{t('CURRENCY')}</TableCell>
            <TableCell sx={{ width: 124 }}>{t('COL_TYPE')}</TableCell>
            <TableCell sx={{ width: 216 }}>{sortable('updated_at', t('COL_UPDATED_AT'))}</TableCell>
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
          {spacer(rows.above)}
          {lands.slice(rows.start, rows.end).map((land, index) => (
            <TableRow
              key={land.id}
              aria-rowindex={rows.start + index + 2}
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
          {spacer(rows.below)}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
