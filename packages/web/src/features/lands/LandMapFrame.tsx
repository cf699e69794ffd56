import Box from '@mui/material/Box';
import type { Land } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';

/** The land-planning map page the api serves for the chosen parcel. */
export function LandMapFrame({ land }: { land: Land }) {
  const { t } = useTranslation();
  return (
    <Box
      component="iframe"
      src={land.mapUrl}
      title={t('lands.mapTitle', { name: land.landName })}
      loading="lazy"
      sx={{
        width: '100%',
        aspectRatio: '4 / 3',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    />
  );
}
