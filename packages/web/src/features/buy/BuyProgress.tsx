import Typography from '@mui/material/Typography';
import { currencyLabel } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { StepList } from '../chain/index.ts';
import type { BuyState } from './useBuy.ts';

/** The chain steps as they run: balance, permission, approve, buy or mint, record. */
export function BuyProgress({ buy, currency }: { buy: BuyState; currency: string }) {
  const { t } = useTranslation();
  return (
    <>
      {buy.busy && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('buy.dialog.working')}
        </Typography>
      )}
      <StepList
        state={buy.flow}
        testId="buy-steps"
        label={(id) => t(`buy.dialog.steps.${id}`, { currency: currencyLabel(currency) })}
      />
    </>
  );
}
