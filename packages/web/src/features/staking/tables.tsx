import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatApy, formatTokenCode, type StakingRecord, type StakingReward } from '@vrmarket/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { skeletonKeys } from '../../components/list/skeletonKeys.ts';
import { TxLink } from '../../components/TxLink.tsx';
import { formatDate, termLabel } from './display.ts';

function Frame({ label, columns, children }: { label: string; columns: string[]; children: ReactNode }) {
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 3 }}>
      <Table size="small" aria-label={label} sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

const loadingRows = (columns: number) =>
  skeletonKeys(3).map((key) => (
    <TableRow key={key}>
      {Array.from({ length: columns }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <TableCell key={i}>
          <Skeleton />
        </TableCell>
      ))}
    </TableRow>
  ));

/**
 * 'Staking History': every record; a CREATED one offers 'Transfer' to finish it on chain, the others
 * link their transaction to the chain's explorer.
 */
export function StakingHistoryTable({
  items,
  explorer,
  onTransfer,
}: {
  items: StakingRecord[] | undefined;
  explorer: string | null | undefined;
  onTransfer: (record: StakingRecord) => void;
}) {
  const { t, i18n } = useTranslation();
  const columns = [
    t('staking.token'),
    t('staking.name'),
    t('staking.method'),
    t('staking.duration'),
    t('staking.apy'),
    t('staking.startDate'),
    t('staking.status'),
    t('staking.action'),
  ];
  return (
    <Frame label={t('STAKING_HISTORY')} columns={columns}>
      {!items
        ? loadingRows(columns.length)
        : items.map((record) => (
            <TableRow key={record._id} data-testid="staking-history-row">
              <TableCell sx={{ fontFamily: 'ui-monospace, monospace' }}>
                {formatTokenCode(record.tokenId)}
              </TableCell>
              <TableCell>{record.nft[0]?.components.customTitle}</TableCell>
              <TableCell>{record.type === 'LOCKED' ? t('staking.locked') : t('FLEXIBLE')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{termLabel(t, record)}</TableCell>
              <TableCell>{formatApy(record.apy)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(record.startDate ?? record.createdAt, i18n.language)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {t(`staking.statusLabel.${record.status}`, { defaultValue: record.status })}
              </TableCell>
              <TableCell>
                {record.status === 'CREATED' ? (
                  <Button size="small" variant="contained" onClick={() => onTransfer(record)}>
                    {t('TRANSFER')}
                  </Button>
                ) : (
                  <Box component="span" sx={{ fontFamily: 'ui-monospace, monospace' }}>
                    <TxLink txId={record.transactionHash} explorer={explorer} />
                  </Box>
                )}
              </TableCell>
            </TableRow>
          ))}
    </Frame>
  );
}

/** 'Claim History': the interest earned, newest first, with its credit on the Payout contract. */
export function ClaimHistoryTable({
  items,
  explorer,
}: {
  items: StakingReward[] | undefined;
  explorer: string | null | undefined;
}) {
  const { t, i18n } = useTranslation();
  const columns = [
    t('staking.token'),
    t('staking.name'),
    t('staking.kind'),
    t('staking.days'),
    t('staking.amount'),
    t('staking.date'),
    t('staking.payout'),
    t('COL_TX_ID'),
  ];
  return (
    <Frame label={t('CLAIM_HISTORY')} columns={columns}>
      {!items
        ? loadingRows(columns.length)
        : items.map((reward) => (
            <TableRow key={reward.id} data-testid="claim-history-row">
              <TableCell sx={{ fontFamily: 'ui-monospace, monospace' }}>
                {formatTokenCode(reward.tokenId)}
              </TableCell>
              <TableCell>{reward.title}</TableCell>
              <TableCell>{t(`staking.kindLabel.${reward.kind}`)}</TableCell>
              <TableCell>{reward.days}</TableCell>
              <TableCell
                sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}
              >{`${Number(reward.amount).toFixed(4)} ${reward.currency}`}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(reward.createdAt, i18n.language)}
              </TableCell>
              <TableCell
                data-testid="claim-payout"
                sx={{
                  whiteSpace: 'nowrap',
                  fontWeight: 600,
                  color: reward.payoutStatus === 'FAILED' ? 'warning.main' : undefined,
                }}
              >
                {t(`staking.payoutLabel.${reward.payoutStatus}`)}
              </TableCell>
              <TableCell sx={{ fontFamily: 'ui-monospace, monospace' }}>
                <TxLink txId={reward.payoutStatus === 'PAID' ? reward.txHash : null} explorer={explorer} />
              </TableCell>
            </TableRow>
          ))}
    </Frame>
  );
}
