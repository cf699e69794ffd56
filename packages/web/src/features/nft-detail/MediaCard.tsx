import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QR_CODE } from '@vrmarket/domain';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { useOrigin } from '../../components/useOrigin.ts';

/** Media: the thumbnail and a QR code of the NFT's public link (`path` on this origin; level L, 100 px). */
export function MediaCard({
  thumbnail,
  path,
  title,
}: {
  thumbnail: string | undefined;
  path: string;
  title: string;
}) {
  const { t } = useTranslation();
  const origin = useOrigin();
  return (
    <Stack direction="row" spacing={2.5} sx={{ alignItems: 'center' }}>
      {thumbnail && (
        <Box
          component="img"
          src={thumbnail}
          alt={title}
          loading="lazy"
          sx={{
            width: QR_CODE.sizePx,
            height: QR_CODE.sizePx,
            objectFit: 'cover',
            borderRadius: 2,
            bgcolor: 'action.hover',
          }}
        />
      )}
      <Box sx={{ p: 0.75, bgcolor: '#fff', borderRadius: 2, lineHeight: 0 }}>
        {origin === null ? (
          <Box sx={{ width: QR_CODE.sizePx, height: QR_CODE.sizePx }} />
        ) : (
          <QRCodeSVG
            value={`${origin}${path}`}
            size={QR_CODE.sizePx}
            level={QR_CODE.level}
            title={t('detail.qrTitle')}
          />
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {t('detail.qrText')}
      </Typography>
    </Stack>
  );
}
