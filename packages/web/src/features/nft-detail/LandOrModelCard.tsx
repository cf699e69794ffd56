import LinkRounded from '@mui/icons-material/LinkRounded';
import MapRounded from '@mui/icons-material/MapRounded';
import ViewInArRounded from '@mui/icons-material/ViewInArRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NftDetail } from '@vrmarket/domain';
import { LAYOUT_HEIGHT_PX, nftTitle } from '@vrmarket/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NearViewport } from '../../components/NearViewport.tsx';
import { DetailCard } from './DetailCard.tsx';

// Loaded when first asked for (with the dialog code it brings).
const ResourceUrlDialog = lazy(() =>
  import('./ResourceUrlDialog.tsx').then((m) => ({ default: m.ResourceUrlDialog })),
);

function Fact({ label, value }: { label: string; value: string | undefined }) {
  if (!value) return null;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{value}</Typography>
    </Box>
  );
}

/** Land on Map (land name, place, address and the framed planning map) or the 3D Model facts. */
export function LandOrModelCard({ nft }: { nft: NftDetail }) {
  const { t } = useTranslation();
  const [showUrl, setShowUrl] = useState(false);
  // Mounted from the first opening on, so that closing keeps its transition.
  const [askedForUrl, setAskedForUrl] = useState(false);
  const land = nft.components.vrLandData;
  const isLand = !!land && !!nft.landMapUrl;
  const { components } = nft;

  return (
    <DetailCard
      title={isLand ? t('LAND_ON_MAP') : t('MODEL_3D')}
      icon={isLand ? <MapRounded fontSize="small" /> : <ViewInArRounded fontSize="small" />}
      action={
        <Button
          size="small"
          startIcon={<LinkRounded />}
          onClick={() => {
            setAskedForUrl(true);
            setShowUrl(true);
          }}
        >
          {t('SHOW_RESOURCE_URL')}
        </Button>
      }
      flush={isLand}
    >
      {isLand ? (
        <>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
              gap: 2,
              p: 2.5,
            }}
          >
            <Fact label={t('detail.landName')} value={nftTitle(nft)} />
            <Fact label={t('detail.country')} value={land.countryName} />
            <Fact label={t('detail.city')} value={land.cityName} />
            <Fact label={t('detail.project')} value={land.projectName} />
            <Fact label={t('detail.address')} value={land.address} />
          </Box>
          {/* The planning map's page and its requests wait until the card is scrolled near. */}
          <NearViewport height={{ xs: LAYOUT_HEIGHT_PX.map + 1 }}>
            <Box
              component="iframe"
              src={nft.landMapUrl ?? undefined}
              title={t('detail.mapTitle', { name: nftTitle(nft) })}
              referrerPolicy="no-referrer"
              sandbox=""
              sx={{
                display: 'block',
                width: '100%',
                height: LAYOUT_HEIGHT_PX.map,
                border: 0,
                borderTop: 1,
                borderColor: 'divider',
              }}
            />
          </NearViewport>
        </>
      ) : (
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Fact
            label={t('detail.modelName')}
            value={components.model3dTitle ?? components.model3dName ?? nftTitle(nft)}
          />
          <Fact label={t('PARTS')} value={String(components.parts?.length ?? 0)} />
          <Fact
            label={t('detail.format')}
            value={
              nft.glbUrl || components.mediaType?.startsWith('model/')
                ? 'glTF binary (.glb)'
                : components.mediaType
            }
          />
        </Stack>
      )}
      {askedForUrl && (
        <Suspense fallback={null}>
          <ResourceUrlDialog nftId={nft.id} open={showUrl} onClose={() => setShowUrl(false)} />
        </Suspense>
      )}
    </DetailCard>
  );
}
