import Box from '@mui/material/Box';
import { COLLECTION_DAILY_DEFAULT_DAYS, formatPrice } from '@vrmarket/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartSeries } from './PriceChart.tsx';
import { ChartEmpty, ChartSkeleton, PriceHistoryView, visuallyHidden } from './PriceHistoryView.tsx';
import { collectionChartData, pickCurrency } from './series.ts';
import { useCollectionDaily } from './usePriceHistory.ts';

/** A collection's Price History: daily floor (lowest sale) and volume, one currency at a time. */
export function CollectionPriceHistory({ collectionId }: { collectionId: number }) {
  const { t, i18n } = useTranslation();
  const daily = useCollectionDaily(collectionId);
  const [chosen, setChosen] = useState<string | null>(null);
  const currencies = useMemo(() => daily.data?.currencies.map((entry) => entry.currency) ?? [], [daily.data]);
  const currency = pickCurrency(currencies, chosen);
  const data = useMemo(
    () => (daily.data && currency ? collectionChartData(daily.data, currency) : null),
    [daily.data, currency],
  );
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: t('priceHistory.floor'), tone: 'primary', kind: 'line' },
      { label: t('priceHistory.volume'), tone: 'secondary', kind: 'bars' },
    ],
    [t],
  );

  if (daily.isPending) return <ChartSkeleton />;
  if (daily.isError) return <ChartEmpty>{t('priceHistory.error')}</ChartEmpty>;
  if (!data || !currency)
    return (
      <ChartEmpty>{t('priceHistory.emptyCollection', { days: COLLECTION_DAILY_DEFAULT_DAYS })}</ChartEmpty>
    );
  const price = (value: string | null) => (value === null ? '—' : formatPrice(value, currency));
  const label = t('priceHistory.summaryCollection', {
    days: data.summary.days,
    sales: data.summary.sales,
    activeDays: data.summary.activeDays,
    volume: price(data.summary.volume),
    floor: price(data.summary.lowestFloor),
  });
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <PriceHistoryView
      currencies={currencies}
      currency={currency}
      onCurrency={setChosen}
      chart={{ columns: data.columns, series, days: true, label }}
      table={
        <Box component="table" sx={visuallyHidden}>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{t('priceHistory.day')}</th>
              <th scope="col">{t('priceHistory.floor')}</th>
              <th scope="col">{t('priceHistory.volume')}</th>
              <th scope="col">{t('priceHistory.salesCount')}</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.day}>
                <th scope="row">{day.format(new Date(`${row.day}T00:00:00Z`))}</th>
                <td>{price(row.floor)}</td>
                <td>{price(row.volume)}</td>
                <td>{row.sales}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      }
    />
  );
}
