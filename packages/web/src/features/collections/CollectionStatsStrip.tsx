import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type CollectionStats, formatPrice, type VolumePeriod } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';

/** One figure per currency ('40 USDT', '0.2 aETH'), each on its own line; a dash when there is none. */
const perCurrency = (rows: { currency: string; amount: string }[]) =>
  rows.length === 0 ? ['—'] : rows.map((row) => formatPrice(row.amount, row.currency));

const volumeOf = (stats: CollectionStats, window: VolumePeriod | 'all') =>
  perCurrency(
    stats.volume
      .filter((row) => Number(row[window]) > 0)
      .map((row) => ({ currency: row.currency, amount: row[window] })),
  );

/**
 * A share as a percentage with at most one decimal ('12.5'), the decimal point as in prices. Not
 * Intl.NumberFormat: the first one a page makes loads ICU's number data (36 ms of CPU in Node on a
 * 2-core VM, 96 ms under Lighthouse's 4× CPU), inside the collection pages' hydration.
 */
const percentOf = (share: number) => String(Math.round(share * 1000) / 10);

/** The market figures under a collection's header: floor, volumes, sales, owners, items, listed. */
export function CollectionStatsStrip({
  stats,
  totalItems,
}: {
  stats: CollectionStats | undefined;
  totalItems: number | undefined;
}) {
  const { t } = useTranslation();
  const figures: { key: StatKey; value?: string[] }[] | undefined = stats
    ? [
        {
          key: 'floor',
          value: perCurrency(stats.floor.map((row) => ({ currency: row.currency, amount: row.price }))),
        },
        { key: 'volume24h', value: volumeOf(stats, '24h') },
        { key: 'volume7d', value: volumeOf(stats, '7d') },
        { key: 'volume30d', value: volumeOf(stats, '30d') },
        { key: 'volumeAll', value: volumeOf(stats, 'all') },
        { key: 'sales', value: [String(stats.sales)] },
        { key: 'owners', value: [String(stats.owners)] },
        { key: 'items', value: [String(totalItems ?? 0)] },
        { key: 'listed', value: [t('collections.listedShare', { percent: percentOf(stats.listedShare) })] },
      ]
    : undefined;
  return (
    <Box
      component="dl"
      aria-label={t('collections.stats_title')}
      data-testid="collection-stats"
      sx={{
        m: 0,
        mb: 4,
        px: { xs: 2, md: 4 },
        display: 'grid',
        gap: { xs: 1.5, md: 2 },
        gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', md: 'repeat(9, minmax(0, 1fr))' },
      }}
    >
      {(figures ?? statKeys.map((key) => ({ key, value: undefined }))).map(({ key, value }) => (
        <Box key={key} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {t(`collections.stats_${key}`)}
          </Typography>
          <Typography component="dd" data-stat={key} sx={{ m: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>
            {value ? (
              value.map((line) => (
                <Box component="span" key={line} sx={{ display: 'block' }}>
                  {line}
                </Box>
              ))
            ) : (
              <Skeleton width="70%" />
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

const statKeys = [
  'floor',
  'volume24h',
  'volume7d',
  'volume30d',
  'volumeAll',
  'sales',
  'owners',
  'items',
  'listed',
] as const;
type StatKey = (typeof statKeys)[number];
