import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { payoutAbi } from '@vrmarket/contracts/abis';
import { type Currency, currencies, currencyDecimals, formatPrice } from '@vrmarket/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Address, formatUnits, zeroAddress } from 'viem';
import { CardGrid } from '../../components/list/CardGrid.tsx';
import { EmptyState } from '../../components/list/EmptyState.tsx';
import {
  type Contracts,
  publicRead,
  StepList,
  tokenOf,
  useChainFlow,
  writeAndRecord,
  writeContract,
} from '../chain/index.ts';
import { useAppConfig } from '../config/useAppConfig.ts';
import { useRequireWallet } from '../wallet/requireWallet.ts';
import { pendingBalancesKey } from './api.ts';

type StepId = 'withdraw' | 'record';
type Balance = { currency: Currency; token: Address; amount: string; raw: bigint };

/**
 * The Payout contract's pending balance of `wallet` in every currency, read from the chain without
 * the wallet code (the screen shows them before any wallet action).
 */
async function readPendingBalances(contracts: Contracts & { Payout: Address }, wallet: Address) {
  return Promise.all(
    currencies.map(async (currency): Promise<Balance> => {
      const token = tokenOf(contracts, currency);
      const raw =
        token === zeroAddress
          ? await publicRead({
              address: contracts.Payout,
              abi: payoutAbi,
              functionName: 'pendingETH',
              args: [wallet],
            })
          : await publicRead({
              address: contracts.Payout,
              abi: payoutAbi,
              functionName: 'pendingERC20',
              args: [token, wallet],
            });
      return { currency, token, raw, amount: formatUnits(raw, currencyDecimals(currency)) };
    }),
  );
}

/** PENDING BALANCE: per currency, the linked wallet's Payout balance and its claim (withdraw). */
export function PendingBalanceTab({ wallet }: { wallet: string }) {
  const { t } = useTranslation();
  const contracts = useAppConfig().data?.contracts as (Contracts & { Payout: Address }) | null | undefined;
  const queryClient = useQueryClient();
  const balances = useQuery({
    queryKey: pendingBalancesKey(contracts?.Payout, wallet),
    queryFn: () => readPendingBalances(contracts!, wallet as Address),
    enabled: Boolean(contracts?.Payout),
  });
  const requireWallet = useRequireWallet();
  const [claiming, setClaiming] = useState<Currency | null>(null);
  const flow = useChainFlow<StepId>({
    success: 'CLAIM',
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: pendingBalancesKey(contracts?.Payout, wallet) }),
  });

  const claim = (balance: Balance) => {
    if (!requireWallet() || !contracts) return;
    setClaiming(balance.currency);
    void flow
      .start(async (chain) =>
        writeAndRecord(chain, 'withdraw', () =>
          balance.token === zeroAddress
            ? writeContract(chain.config, {
                address: contracts.Payout,
                abi: payoutAbi,
                functionName: 'withdrawETH',
              })
            : writeContract(chain.config, {
                address: contracts.Payout,
                abi: payoutAbi,
                functionName: 'withdrawERC20',
                args: [balance.token],
              }),
        ),
      )
      .finally(() => setClaiming(null));
  };

  if (balances.isError)
    return <EmptyState title={t('claims.balanceUnavailable')} icon={<AccountBalanceWalletOutlined />} />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{t('claims.pendingIntro')}</Typography>
      <CardGrid columns={{ xs: 1, sm: 2, md: 4 }} label={t('PENDING_BALANCE')}>
        {(balances.data ?? currencies.map((currency) => ({ currency }) as Partial<Balance>)).map(
          (balance) => (
            <Card
              component="li"
              key={balance.currency}
              data-testid="pending-balance"
              data-currency={balance.currency}
              sx={{ p: 2.5, display: 'grid', gap: 1.5 }}
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
              <Button
                variant="contained"
                disabled={!balance.raw || flow.busy}
                loading={claiming === balance.currency}
                onClick={() => claim(balance as Balance)}
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
