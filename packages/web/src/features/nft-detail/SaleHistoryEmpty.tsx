import Typography from '@mui/material/Typography';
import { LAYOUT_HEIGHT_PX } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';

/** Sale history with nothing in it, in the height of its placeholder and skeleton. */
export function SaleHistoryEmpty() {
  const { t } = useTranslation();
  return (
    <Typography
      color="text.secondary"
      sx={{ px: 2.5, height: LAYOUT_HEIGHT_PX.saleHistoryEmpty, display: 'flex', alignItems: 'center' }}
    >
      {t('EMPTY_COMING')}
    </Typography>
  );
}
