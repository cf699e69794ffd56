import Box from '@mui/material/Box';
import { formatArea } from '@vrmarket/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PARCEL_TOP } from '../viewer3d/parcel.ts';
import type { Look, Subject, ViewerState } from '../viewer3d/protocol.ts';
import { useViewer } from '../viewer3d/useViewer.ts';

export type LandPreviewState = ViewerState;

export interface LandPreview3DProps {
  /** Square metres; the parcel's footprint keeps this area's proportions against the ground. */
  area: number;
  /** The uploaded texture's url (drawn on the parcel's top), or none for the plain lawn. */
  texture: string | null;
  title: string;
}

/**
 * The chosen parcel in 3D (spec "Select vrLand screen"): its ground, with the uploaded texture on
 * top. Drawn by the model viewer (viewer3d/parcel.ts), in its worker where the browser allows.
 */
export default function LandPreview3D({ area, texture, title }: LandPreview3DProps) {
  const { t } = useTranslation();
  const subject = useMemo<Subject>(() => ({ kind: 'parcel', area }), [area]);
  const look = useMemo<Look>(() => {
    const partTextures: Record<string, string> = texture ? { [PARCEL_TOP]: texture } : {};
    return { hiddenParts: [], tint: undefined, partTextures };
  }, [texture]);
  const { box, state } = useViewer(subject, false, look);

  return (
    <Box
      role="img"
      aria-label={t('lands.preview3d', { title })}
      data-preview-state={state}
      sx={{ position: 'absolute', inset: 0 }}
    >
      <Box ref={box} sx={{ position: 'absolute', inset: 0 }} />
      <Box
        sx={{
          position: 'absolute',
          right: 12,
          top: 12,
          px: 1,
          py: 0.25,
          borderRadius: 1,
          bgcolor: 'background.paper',
          typography: 'caption',
          boxShadow: 1,
        }}
      >
        {t('lands.areaValue', { area: formatArea(area) })}
      </Box>
    </Box>
  );
}
