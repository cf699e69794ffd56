import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { msUntil, useNow, useTimeLeftText } from './time.ts';

/**
 * The time left until `endTime`, ticking each second ('1d 2h 3m 4s'), then 'Ended'. Before the page
 * has a clock (a server render, hydration) it keeps the line's height with a dash.
 */
export function Countdown({ endTime }: { endTime: string }) {
  const { t } = useTranslation();
  const now = useNow();
  const text = useTimeLeftText();
  const left = now === null ? null : msUntil(endTime, now);
  const ended = left !== null && left <= 0;
  return (
    <Typography
      component="p"
      role="timer"
      aria-label={t('auction.endsIn')}
      data-testid="auction-countdown"
      data-ended={ended || undefined}
      sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
      color={ended ? 'text.secondary' : 'text.primary'}
      title={new Date(endTime).toISOString()}
    >
      {left === null ? '—' : ended ? t('auction.ended') : text(left)}
    </Typography>
  );
}
