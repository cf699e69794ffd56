import Box from '@mui/material/Box';
import type { NftDetail } from '@vrmarket/domain';
import { currencyLabel, formatPrice } from '@vrmarket/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartSeries } from './PriceChart.tsx';
import { ChartEmpty, ChartSkeleton, PriceHistoryView, visuallyHidden } from './PriceHistoryView.tsx';
import { nftChartData, pickCurrency } from './series.ts';
import { useNftPriceHistory } from './usePriceHistory.ts';

/** The detail screen's Price History: the NFT's sales and listings over time, one currency at a time. */
export function NftPriceHistory({ nft }: { nft: NftDetail }) {
  const { t, i18n } = useTranslation();
  const history = useNftPriceHistory(nft.id);
  const [chosen, setChosen] = useState<string | null>(null);
  const currencies = useMemo(
    () => history.data?.currencies.map((entry) => entry.currency) ?? [],
    [history.data],
  );
  const currency = pickCurrency(currencies, chosen ?? nft.currency);
  const data = useMemo(
    () => (history.data && currency ? nftChartData(history.data, currency) : null),
    [history.data, currency],
  );
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: t('priceHistory.sales'), tone: 'primary', kind: 'line' },
      { label: t('priceHistory.listings'), tone: 'secondary', kind: 'dashed' },
    ],
    [t],
  );

  if (history.isPending) return <ChartSkeleton />;
  if (history.isError) return <ChartEmpty>{t('priceHistory.error')}</ChartEmpty>;
  if (!data || !currency) return <ChartEmpty>{t('priceHistory.emptyNft')}</ChartEmpty>;
  const price = (value: string | null) => (value === null ? '—' : formatPrice(value, currency));
  const label = t('priceHistory.summaryNft', {
    currency: currencyLabel(currency),
    sales: data.summary.sales,
    listings: data.summary.listings,
    min: price(data.summary.range?.min ?? null),
    max: price(data.summary.range?.max ?? null),
  });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <PriceHistoryView
      currencies={currencies}
      currency={currency}
      onCurrency={setChosen}
      chart={{ columns: data.columns, series, days: false, label }}
      table={
        <Box component="table" sx={visuallyHidden}>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{t('priceHistory.date')}</th>
              <th scope="col">{t('priceHistory.sales')}</th>
              <th scope="col">{t('priceHistory.listings')}</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.at}>
                <th scope="row">{when.format(new Date(row.at))}</th>
                <td>{price(row.sale)}</td>
                <td>{price(row.listing)}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      }
    />
  );
}
