import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { msUntil, useNow, useTimeLeftText } from './time.ts';

/** A card's auction line: the time left in its two largest units ('3h 12m left'), then 'Ended'. */
export function AuctionTimeLeft({ endTime }: { endTime: string }) {
  const { t } = useTranslation();
  const now = useNow();
  const text = useTimeLeftText();
  const left = now === null ? null : msUntil(endTime, now);
  return (
    <Typography
      variant="caption"
      color={left !== null && left <= 0 ? 'text.secondary' : 'secondary.main'}
      sx={{
        fontWeight: 600,
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        fontVariantNumeric: 'tabular-nums',
      }}
      data-testid="auction-time-left"
    >
      <AccessTimeRounded sx={{ fontSize: '1em' }} aria-hidden />
      {left === null ? '—' : left <= 0 ? t('auction.ended') : t('auction.left', { time: text(left, 2) })}
    </Typography>
  );
}
