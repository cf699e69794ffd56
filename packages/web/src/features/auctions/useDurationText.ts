import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** An auction's duration in words: '6 hours', '1 day', '7 days'. */
export function useDurationText(): (hours: number) => string {
  const { t } = useTranslation();
  return useCallback(
    (hours: number) =>
      hours % 24 === 0 ? t('auction.days', { count: hours / 24 }) : t('auction.hours', { count: hours }),
    [t],
  );
}
