import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { NftDetail, NftHistoryItem } from '@vrmarket/domain';
import { formatPrice, LAYOUT_HEIGHT_PX, shortenForDetail } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { useTimeFromNow } from '../../components/useTimeFromNow.ts';
import { useAppConfig } from '../config/useAppConfig.ts';
import { addressHelper } from './display.ts';
import { useNftHistory } from './hooks.ts';
import { SaleHistoryEmpty } from './SaleHistoryEmpty.tsx';

function Party({
  address,
  contracts,
}: {
  address: string | null;
  contracts: Record<string, string> | null | undefined;
}) {
  const { t } = useTranslation();
  const helper = addressHelper(address, contracts);
  if (helper)
    return (
      <Typography component="span" color="secondary" sx={{ fontWeight: 600 }}>
        {t(`detail.helper.${helper}`)}
      </Typography>
    );
  return <span title={address ?? undefined}>{shortenForDetail(address) || '—'}</span>;
}

const priceText = (item: NftHistoryItem) =>
  item.price === null ? '—' : formatPrice(item.price, item.currency);

/** Sale history: BUYER, SELLER, price and time from now, newest first (the card scrolls at 300 px). */
export function SaleHistoryTable({ nft }: { nft: NftDetail }) {
  const { t } = useTranslation();
  const time = useTimeFromNow();
  const history = useNftHistory(nft);
  const contracts = useAppConfig().data?.contracts;

  // The placeholder, the skeleton (with its 20 px margins) and the empty text are one height:
  // nothing below them moves.
  if (history.isPending)
    return <Skeleton variant="rounded" height={LAYOUT_HEIGHT_PX.saleHistoryEmpty - 40} sx={{ m: 2.5 }} />;
  const items = history.data?.results ?? [];
  if (items.length === 0) return <SaleHistoryEmpty />;
  return (
    <Table size="small" stickyHeader aria-label={t('SALE_HISTORY')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('BUYER_COLUMN')}</TableCell>
          <TableCell>{t('SELLER_COLUMN')}</TableCell>
          <TableCell align="right">{t('PRICE')}</TableCell>
          <TableCell align="right">{t('TIME')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id} hover>
            <TableCell>
              <Party address={item.to} contracts={contracts} />
            </TableCell>
            <TableCell>
              <Party address={item.from} contracts={contracts} />
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {priceText(item)}
              <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {t(`detail.event.${item.event}`, { defaultValue: item.event })}
              </Typography>
            </TableCell>
            <TableCell
              align="right"
              sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}
              title={time.full(item.createdAt)}
            >
              {time.fromNow(item.createdAt)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
