import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  formatPrice,
  formatTokenCode,
  PAGE_SIZE,
  type ReferralSummary,
  shortenForDetail,
} from '@vrmarket/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, NoticeDialog } from '../../components/dialogs/index.ts';
import { EmptyState } from '../../components/list/EmptyState.tsx';
import { ListPagination } from '../../components/list/ListPagination.tsx';
import { skeletonKeys } from '../../components/list/skeletonKeys.ts';
import { failureText } from '../chain/errors.ts';
import { useAppConfig } from '../config/useAppConfig.ts';
import { useRequireWallet } from '../wallet/requireWallet.ts';
import { claimHistoryQuery, referralsQuery } from './api.ts';
import { useReferralClaim } from './useReferralClaim.ts';

const dateText = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });

/** A small table: a header row of `columns`, skeleton rows while `rows` is undefined. */
export function ClaimTable({
  label,
  columns,
  rows,
  minWidth = 720,
  testId,
}: {
  label: string;
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[] | undefined;
  minWidth?: number;
  testId: string;
}) {
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 3 }}>
      <Table size="small" aria-label={label} sx={{ minWidth }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {!rows
            ? skeletonKeys(3).map((key) => (
                <TableRow key={key}>
                  {columns.map((column) => (
                    <TableCell key={column}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : rows.map((row) => (
                <TableRow key={row.key} data-testid={testId}>
                  {row.cells.map((cell, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                    <TableCell key={index} sx={{ whiteSpace: 'nowrap' }}>
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export const StatusChip = ({ done, label }: { done: boolean; label: string }) => (
  <Chip size="small" color={done ? 'success' : 'warning'} variant="outlined" label={label} />
);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * REFERRAL BONUS: the referral list (page1) with its summary per sub category, each with a claim
 * button (confirm → the wallet signs → the request → success or 'Errors'), and the claim history (page2).
 */
export function ReferralBonusTab({
  wallet,
  userId,
  page1,
  page2,
  onPage,
}: {
  wallet: string;
  userId: number;
  page1: number;
  page2: number;
  onPage: (name: 'page1' | 'page2', page: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const referrals = useQuery(referralsQuery(wallet, page1));
  const history = useQuery(claimHistoryQuery(wallet, page2));
  const claim = useReferralClaim(userId, useAppConfig().data?.chainId);
  const requireWallet = useRequireWallet();
  const [confirming, setConfirming] = useState<ReferralSummary | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const request = () => {
    const line = confirming;
    if (!line?.subCategoryId) return;
    claim.mutate(line.subCategoryId, {
      onSuccess: () => setOutcome({ ok: true, text: t('REFERRAL_CLAIM_SUCCESS') }),
      onError: (error) =>
        setOutcome({ ok: false, text: failureText(error) ?? t('SOMETHING_WRONG_TRY_LATER') }),
      onSettled: () => setConfirming(null),
    });
  };

  if (referrals.data?.total === 0 && page1 === 1)
    return <EmptyState title={t('NO_REFERRALS_YET')} icon={<GroupAddOutlined />} />;
  const summary = referrals.data?.summary;
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Section title={t('claims.summary')}>
        <ClaimTable
          label={t('claims.summaryTable')}
          testId="referral-summary"
          minWidth={560}
          columns={[
            t('claims.colSubCategory'),
            t('claims.colCount'),
            t('claims.colAvailable'),
            t('claims.colTotal'),
            t('claims.colActions'),
          ]}
          rows={summary?.map((line) => ({
            key: `${line.subCategoryId}-${line.currency}`,
            cells: [
              line.subCategoryName ?? '—',
              line.count,
              line.available,
              formatPrice(line.totalPrice, line.currency),
              <Button
                key="claim"
                size="small"
                variant="contained"
                disabled={!line.subCategoryId || claim.isPending}
                onClick={() => {
                  if (requireWallet()) setConfirming(line);
                }}
                aria-label={`${t('claims.claim')} ${line.subCategoryName ?? ''}`}
              >
                {t('claims.claim')}
              </Button>,
            ],
          }))}
        />
      </Section>

      <Section title={t('claims.referralList')}>
        <ClaimTable
          label={t('claims.referralTable')}
          testId="referral-row"
          columns={[
            t('COL_TOKEN_ID'),
            t('claims.colSubCategory'),
            t('claims.colCode'),
            t('claims.colReceiver'),
            t('claims.colPrice'),
            t('COL_STATUS'),
            t('COL_CREATED_AT'),
            t('COL_TX_ID'),
          ]}
          rows={referrals.data?.results.map((item) => ({
            key: item.id,
            cells: [
              formatTokenCode(item.tokenId),
              item.subCategoryName ?? '—',
              item.code,
              <span key="receiver" title={item.receiver}>
                {shortenForDetail(item.receiver)}
              </span>,
              formatPrice(item.price, item.currency),
              <StatusChip
                key="status"
                done={item.claimed}
                label={t(item.claimed ? 'REFERRAL_CLAIMED' : 'REFERRAL_AVAILABLE')}
              />,
              dateText(item.createdAt, i18n.language),
              <span key="tx" title={item.txId}>
                {shortenForDetail(item.txId)}
              </span>,
            ],
          }))}
        />
        <ListPagination
          page={page1}
          total={referrals.data?.total ?? 0}
          limit={PAGE_SIZE.referral}
          onChange={(next) => onPage('page1', next)}
        />
      </Section>

      <Section title={t('CLAIM_HISTORY')}>
        {history.data?.total === 0 ? (
          <Typography color="text.secondary">{t('EMPTY_NO_CLAIM_HISTORY')}</Typography>
        ) : (
          <ClaimTable
            label={t('claims.historyTable')}
            testId="claim-history-row"
            minWidth={880}
            columns={[
              t('claims.colSubCategory'),
              t('claims.colAmount'),
              t('claims.colPricePerUnit'),
              t('claims.colTotal'),
              t('claims.colPercent'),
              t('claims.colPayment'),
              t('COL_STATUS'),
              t('COL_CREATED_AT'),
              t('COL_TX_ID'),
            ]}
            rows={history.data?.results.map((item) => ({
              key: item.id,
              cells: [
                item.subCategoryName ?? '—',
                item.amount,
                formatPrice(item.pricePerUnit, item.currency),
                formatPrice(item.total, item.currency),
                `${item.percent}%`,
                formatPrice(item.payment, item.currency),
                <StatusChip
                  key="status"
                  done={item.approved}
                  label={t(item.approved ? 'CLAIM_APPROVED' : 'CLAIM_PENDING')}
                />,
                dateText(item.createdAt, i18n.language),
                item.txId ? (
                  <span key="tx" title={item.txId}>
                    {shortenForDetail(item.txId)}
                  </span>
                ) : (
                  '—'
                ),
              ],
            }))}
          />
        )}
        <ListPagination
          page={page2}
          total={history.data?.total ?? 0}
          limit={PAGE_SIZE.claimHistory}
          onChange={(next) => onPage('page2', next)}
        />
      </Section>

      <ConfirmDialog
        open={confirming !== null}
        title={t('CONFIRM_CLAIM')}
        message={t('claims.confirmRequest', { subCategory: confirming?.subCategoryName ?? '' })}
        busy={claim.isPending}
        onConfirm={request}
        onClose={() => setConfirming(null)}
      />
      <NoticeDialog
        open={outcome !== null}
        title={outcome?.ok ? t('CONGRATULATION') : t('TITLE_ERRORS')}
        message={outcome?.text ?? ''}
        tone={outcome?.ok ? 'success' : 'notice'}
        onClose={() => setOutcome(null)}
      />
    </Box>
  );
}
