import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type Currency, currencies, currencyDecimals, formatPrice } from '@vrmarket/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Address, formatUnits } from 'viem';
import { CardGrid } from '../../components/list/CardGrid.tsx';
import { EmptyState } from '../../components/list/EmptyState.tsx';
import { publicRead, StepList, useChainFlow } from '../chain/index.ts';
import { useAppConfig } from '../config/useAppConfig.ts';
import { useRequireWallet } from '../wallet/requireWallet.ts';
import { pendingBalancesKey } from './api.ts';
import {
  type ClaimStepId,
  claimSteps,
  type PendingBalance,
  type PendingContracts,
  readPendingBalances,
} from './pendingBalances.ts';

/**
 * PENDING BALANCE: per currency, what the linked wallet can withdraw (the Payout's credits and the
 * auction refunds its wallet refused) and its claim.
 */
export function PendingBalanceTab({ wallet }: { wallet: string }) {
  const { t } = useTranslation();
  const contracts = useAppConfig().data?.contracts as PendingContracts | null | undefined;
  const queryClient = useQueryClient();
  const balances = useQuery({
    queryKey: pendingBalancesKey(contracts?.Payout, wallet),
    queryFn: () => readPendingBalances(publicRead, contracts!, wallet as Address),
    enabled: Boolean(contracts?.Payout),
  });
  const requireWallet = useRequireWallet();
  const [claiming, setClaiming] = useState<Currency | null>(null);
  const flow = useChainFlow<ClaimStepId>({
    success: 'CLAIM',
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: pendingBalancesKey(contracts?.Payout, wallet) }),
  });

  const claim = (balance: PendingBalance) => {
    if (!requireWallet() || !contracts) return;
    setClaiming(balance.currency);
    void flow.start(async (chain) => claimSteps(chain, contracts, balance)).finally(() => setClaiming(null));
  };

  if (balances.isError)
    return <EmptyState title={t('claims.balanceUnavailable')} icon={<AccountBalanceWalletOutlined />} />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{t('claims.pendingIntro')}</Typography>
      <CardGrid columns={{ xs: 1, sm: 2, md: 4 }} label={t('PENDING_BALANCE')}>
        {(balances.data ?? currencies.map((currency) => ({ currency }) as Partial<PendingBalance>)).map(
          (balance) => (
            <Card
              component="li"
              key={balance.currency}
              data-testid="pending-balance"
              data-currency={balance.currency}
              sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}
            >
              <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
                {t('claims.pendingAmount')}
              </Typography>
              {balance.amount === undefined ? (
                <Skeleton width="60%" height={40} />
              ) : (
                <Typography
                  data-testid="pending-amount"
                  sx={{ fontSize: 28, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
                >
                  {formatPrice(balance.amount, balance.currency)}
                </Typography>
              )}
              {balance.refunds && balance.currency ? (
                <Typography variant="body2" color="text.secondary" data-testid="pending-refunds">
                  {t('claims.refundsIncluded', {
                    amount: formatPrice(
                      formatUnits(balance.refunds, currencyDecimals(balance.currency)),
                      balance.currency,
                    ),
                  })}
                </Typography>
              ) : null}
              <Button
                variant="contained"
                sx={{ mt: 'auto' }}
                disabled={!balance.raw || flow.busy}
                loading={claiming === balance.currency}
                onClick={() => claim(balance as PendingBalance)}
                aria-label={`${t('claims.claim')} ${balance.currency}`}
              >
                {t('claims.claim')}
              </Button>
            </Card>
          ),
        )}
      </CardGrid>
      {flow.state.phase !== 'idle' && <StepList state={flow.state} label={(id) => t(`claims.steps.${id}`)} />}
    </Box>
  );
}
