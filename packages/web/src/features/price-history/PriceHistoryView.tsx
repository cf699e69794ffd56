import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { currencyLabel, LAYOUT_HEIGHT_PX } from '@vrmarket/domain';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartEmpty } from './ChartEmpty.tsx';
import type { PriceChartProps } from './PriceChart.tsx';

export { ChartEmpty };

/** The chart library comes with this chunk, fetched the first time a chart is drawn. */
const PriceChart = lazy(() => import('./PriceChart.tsx'));

const CHART_HEIGHT = LAYOUT_HEIGHT_PX.priceChart;

/** Clipped to one pixel but read by screen readers (MUI's visuallyHidden). */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** While the history loads. */
export const ChartSkeleton = () => <Skeleton variant="rounded" height={CHART_HEIGHT} />;

/**
 * A price chart with its currency switch (shown when the history has more than one currency) and,
 * for screen readers, the same figures as a table.
 */
export function PriceHistoryView({
  currencies,
  currency,
  onCurrency,
  chart,
  table,
}: {
  currencies: string[];
  currency: string;
  onCurrency(currency: string): void;
  chart: PriceChartProps;
  table: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5} data-testid="price-history">
      {currencies.length > 1 && (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={currency}
          aria-label={t('priceHistory.currency')}
          onChange={(_, chosen: string | null) => chosen && onCurrency(chosen)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {currencies.map((entry) => (
            <ToggleButton key={entry} value={entry} sx={{ px: 1.5, py: 0.25 }}>
              {currencyLabel(entry)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      <Suspense fallback={<ChartSkeleton />}>
        <PriceChart {...chart} />
      </Suspense>
      {table}
    </Stack>
  );
}
