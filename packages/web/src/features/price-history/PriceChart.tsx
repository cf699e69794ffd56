import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { LAYOUT_HEIGHT_PX } from '@vrmarket/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** How a series is drawn: a line through its points, points alone, or bars on the right-hand scale. */
export type ChartSeries = { label: string; tone: 'primary' | 'secondary'; kind: 'line' | 'dashed' | 'bars' };

export type PriceChartProps = {
  /** uPlot's aligned columns: x in seconds, then one column per series (null: no point). */
  columns: uPlot.AlignedData;
  series: ChartSeries[];
  /** Days (UTC) on the x axis, else moments (local time). */
  days: boolean;
  /** Read by screen readers in place of the drawing. */
  label: string;
};

const HEIGHT = LAYOUT_HEIGHT_PX.priceChart;

/**
 * The price chart (uPlot, canvas; loaded with this module only when a Price History panel comes
 * near the viewport). Colours, grid and text come from the MUI theme and follow light/dark; the
 * drawing is an image to assistive technology, with `label` as its summary (the panel shows the
 * figures as a table for them).
 */
export default function PriceChart({ columns, series, days, label }: PriceChartProps) {
  const theme = useTheme();
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const text = theme.palette.text.secondary;
    const grid = theme.palette.divider;
    const font = `12px ${theme.typography.fontFamily}`;
    const timeZone = days ? 'UTC' : undefined;
    const tick = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', timeZone });
    const hourTick = new Intl.DateTimeFormat(i18n.language, {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      timeZone,
    });
    // Ticks closer than a day apart say the hour (a history of a few days has several per day).
    const tickText = (split: number, step: number) =>
      (step < 86_400 && !days ? hourTick : tick).format(new Date(split * 1000));
    const moment = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      ...(days ? { timeZone } : { timeStyle: 'short' }),
    });
    const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 4 });
    const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 2 });
    const axis = { stroke: text, font, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const hasBars = series.some((entry) => entry.kind === 'bars');
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 240),
        height: HEIGHT,
        ...(days ? { tzDate: (ts: number) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC') } : {}),
        scales: {
          // Days: half a day of room on each side, so the first and last bars are whole.
          x: {
            time: true,
            ...(days
              ? {
                  range: (_u: uPlot, min: number, max: number) =>
                    [min - 43_200, max + 43_200] as uPlot.Range.MinMax,
                }
              : {}),
          },
          ...(hasBars ? { volume: { range: (_u, _min, max) => [0, max * 1.1 || 1] } } : {}),
        },
        cursor: { points: { size: 8 } },
        legend: { live: true },
        series: [
          {
            label: days ? t('priceHistory.day') : t('priceHistory.date'),
            value: (_u, value) => (value == null ? '—' : moment.format(new Date(value * 1000))),
          },
          ...series.map((entry): uPlot.Series => {
            const color = theme.palette[entry.tone].main;
            const value = (_u: uPlot, point: number | null) => (point == null ? '—' : number.format(point));
            if (entry.kind === 'bars')
              return {
                label: entry.label,
                scale: 'volume',
                stroke: color,
                fill: alpha(color, 0.35),
                width: 1,
                paths: uPlot.paths.bars?.({ size: [0.7, 24, 3] }),
                points: { show: false },
                value,
              };
            return {
              label: entry.label,
              stroke: color,
              width: 2,
              spanGaps: true,
              dash: entry.kind === 'dashed' ? [6, 4] : undefined,
              // Filled for a solid line (sales, floor), hollow for a dashed one (listings).
              points: {
                show: true,
                size: 9,
                width: 2,
                stroke: color,
                fill: entry.kind === 'dashed' ? theme.palette.background.paper : color,
              },
              value,
            };
          }),
        ],
        axes: [
          {
            ...axis,
            space: 90,
            values: (_u, splits, _axis, _space, step) => splits.map((split) => tickText(split, step)),
          },
          { ...axis, size: 56, values: (_u, splits) => splits.map((split) => compact.format(split)) },
          ...(hasBars
            ? [
                {
                  ...axis,
                  scale: 'volume',
                  side: 1 as const,
                  size: 56,
                  grid: { show: false },
                  values: (_u: uPlot, splits: number[]) => splits.map((split) => compact.format(split)),
                },
              ]
            : []),
        ],
      },
      columns,
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 240), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [columns, series, days, theme, t, i18n.language]);

  return (
    <Box
      ref={box}
      role="img"
      aria-label={label}
      data-testid="price-chart"
      sx={{
        width: '100%',
        minHeight: HEIGHT,
        color: 'text.primary',
        '& .uplot': { fontFamily: 'inherit' },
        '& .u-legend': { fontSize: '0.8125rem', color: 'text.secondary' },
      }}
    />
  );
}
