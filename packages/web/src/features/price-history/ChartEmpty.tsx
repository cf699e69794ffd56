import ShowChartRounded from '@mui/icons-material/ShowChartRounded';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LAYOUT_HEIGHT_PX } from '@vrmarket/domain';
import type { ReactNode } from 'react';

/**
 * The text in place of the chart when there is nothing to draw, in the chart's own height: the
 * card keeps one height from its placeholder to its answer, so nothing below it moves.
 */
export function ChartEmpty({ children }: { children: ReactNode }) {
  return (
    <Stack
      data-testid="price-history-empty"
      spacing={1}
      sx={{
        height: LAYOUT_HEIGHT_PX.priceChart,
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
      }}
    >
      <ShowChartRounded aria-hidden="true" sx={{ fontSize: 44, color: 'text.disabled' }} />
      <Typography color="text.secondary">{children}</Typography>
    </Stack>
  );
}
