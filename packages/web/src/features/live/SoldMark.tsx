import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useIsSold } from './soldStore.ts';

/** A "Sold" ribbon over a card's picture once the live stream reported its sale. */
export function SoldMark({ nftId }: { nftId: string }) {
  const { t } = useTranslation();
  if (!useIsSold(nftId)) return null;
  return (
    <Box
      data-testid="sold-mark"
      role="status"
      sx={(theme) => ({
        position: 'absolute',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        bgcolor: alpha(theme.palette.common.black, 0.45),
        pointerEvents: 'none',
      })}
    >
      <Box
        component="span"
        sx={(theme) => ({
          px: 2,
          py: 0.5,
          borderRadius: 999,
          fontWeight: 800,
          letterSpacing: 1.5,
          textTransform: 'uppercase',
          color: theme.palette.error.contrastText,
          bgcolor: theme.palette.error.main,
          boxShadow: 3,
        })}
      >
        {t('live.soldMark')}
      </Box>
    </Box>
  );
}
