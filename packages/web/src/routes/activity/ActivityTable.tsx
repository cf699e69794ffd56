import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ActivityItem, formatPrice, formatTokenCode, routes, shortenForDetail } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { skeletonKeys } from '../../components/list/skeletonKeys.ts';
import { TxLink } from '../../components/TxLink.tsx';
import { addressHelper } from '../../features/nft-detail/display.ts';
import { ownsActivityNft } from './activityLinks.ts';

type Contracts = Record<string, string> | null | undefined;

const COLUMNS = [
  'COL_TOKEN_ID',
  'COL_NAME',
  'PRICE',
  'COL_EVENT',
  'COL_FROM',
  'COL_TO',
  'COL_STATUS',
  'COL_CREATED_AT',
  'COL_TX_ID',
] as const;

function Party({ address, contracts }: { address: string | null; contracts: Contracts }) {
  const { t } = useTranslation();
  const helper = addressHelper(address, contracts);
  if (helper) return <>{t(`detail.helper.${helper}`)}</>;
  return <span title={address ?? undefined}>{shortenForDetail(address) || '—'}</span>;
}

/** The spec's activity table; a row opens the NFT (inventory detail when the user owns it). */
export function ActivityTable({
  items,
  loading,
  wallet,
  contracts,
  explorer,
}: {
  items: ActivityItem[] | undefined;
  loading: boolean;
  wallet: string;
  contracts: Contracts;
  explorer: string | null | undefined;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const hrefOf = (item: ActivityItem) =>
    item.objectId === null
      ? null
      : ownsActivityNft(item, wallet)
        ? routes.inventoryDetail(item.objectId)
        : routes.dashboardDetail(item.objectId);

  return (
    <TableContainer
      sx={{ border: 1, borderColor: 'divider', borderRadius: 3, opacity: loading && items ? 0.6 : 1 }}
    >
      <Table
        size="small"
        aria-label={t('buy.activity.tableLabel')}
        aria-busy={loading}
        sx={{ minWidth: 960 }}
      >
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {t(column)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {!items
            ? skeletonKeys(5).map((key) => (
                <TableRow key={key}>
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : items.map((item) => {
                const href = hrefOf(item);
                return (
                  <TableRow
                    key={item.id}
                    hover
                    data-testid="activity-row"
                    // Kept and replayed when clicked before the app has hydrated (public/theme-init.js).
                    data-href={href ?? undefined}
                    onClick={href ? () => navigate(href) : undefined}
                    sx={{ cursor: href ? 'pointer' : 'default' }}
                  >
                    <TableCell sx={{ fontFamily: 'ui-monospace, monospace', whiteSpace: 'nowrap' }}>
                      {item.tokenId ? formatTokenCode(item.tokenId) : '—'}
                    </TableCell>
                    <TableCell sx={{ minWidth: 170, maxWidth: 260 }}>
                      {href ? (
                        <Link
                          component={RouterLink}
                          to={href}
                          underline="hover"
                          onClick={(event) => event.stopPropagation()}
                          sx={{ fontWeight: 600, overflowWrap: 'break-word' }}
                        >
                          {item.name ?? '—'}
                        </Link>
                      ) : (
                        (item.name ?? '—')
                      )}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                      {item.price === null ? '—' : formatPrice(item.price, item.currency)}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        variant="outlined"
                        label={t(`buy.activity.event.${item.type}`, { defaultValue: item.type })}
                      />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Party address={item.from} contracts={contracts} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Party address={item.to} contracts={contracts} />
                    </TableCell>
                    <TableCell>
                      <Typography
                        variant="body2"
                        component="span"
                        color={item.status === 'SUCCESS' ? 'success.main' : 'text.secondary'}
                        sx={{ fontWeight: 600 }}
                      >
                        {t(`buy.activity.status.${item.status}` as 'buy.activity.status.SUCCESS', {
                          defaultValue: item.status,
                        })}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                      {new Date(item.createdAt).toLocaleString(i18n.language)}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap', fontFamily: 'ui-monospace, monospace' }}>
                      <TxLink txId={item.txId} explorer={explorer} />
                    </TableCell>
                  </TableRow>
                );
              })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
