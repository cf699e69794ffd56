import Box from '@mui/material/Box';
import { Canvas, useThree } from '@react-three/fiber';
import { formatArea } from '@vrmarket/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BoxGeometry, Color, MeshStandardMaterial, SRGBColorSpace, type Texture, TextureLoader } from 'three';
import { Controls } from '../viewer3d/Controls.tsx';
import { viewerLights } from '../viewer3d/lights.ts';

export type LandPreviewState = 'loading' | 'rendered' | 'error';

export interface LandPreview3DProps {
  /** Square metres; the parcel's footprint keeps this area's proportions against the ground. */
  area: number;
  /** The uploaded texture's url (drawn on the parcel's top), or none for the plain lawn. */
  texture: string | null;
  title: string;
}

const LAWN = '#7cb86a';
const SOIL = '#8a6a4a';
const THICKNESS = 0.18;

/** The parcel's side in scene units: larger plots look larger, within what the camera frames. */
export function parcelSide(area: number): number {
  const side = Math.sqrt(Math.max(area, 1));
  return Math.min(3, Math.max(1.2, 0.9 + Math.log10(side)));
}

function Parcel({
  area,
  texture,
  onState,
}: Omit<LandPreview3DProps, 'title'> & { onState: (state: LandPreviewState) => void }) {
  const invalidate = useThree((state) => state.invalidate);
  const side = parcelSide(area);
  const geometry = useMemo(() => new BoxGeometry(side, THICKNESS, side), [side]);
  const top = useMemo(() => new MeshStandardMaterial({ color: LAWN, roughness: 0.9, metalness: 0 }), []);
  const soil = useMemo(() => new MeshStandardMaterial({ color: SOIL, roughness: 1, metalness: 0 }), []);
  // BoxGeometry's groups: +x, -x, +y (top), -y, +z, -z.
  const materials = useMemo(() => [soil, soil, top, soil, soil, soil], [soil, top]);

  useEffect(() => {
    let loaded: Texture | null = null;
    let cancelled = false;
    if (!texture) {
      top.map = null;
      top.color = new Color(LAWN);
      top.needsUpdate = true;
      invalidate();
      onState('rendered');
      return;
    }
    onState('loading');
    new TextureLoader().load(
      texture,
      (result) => {
        if (cancelled) return result.dispose();
        loaded = result;
        result.colorSpace = SRGBColorSpace;
        top.map = result;
        top.color = new Color('#ffffff');
        top.needsUpdate = true;
        invalidate();
        onState('rendered');
      },
      undefined,
      () => {
        if (!cancelled) onState('error');
      },
    );
    return () => {
      cancelled = true;
      loaded?.dispose();
    };
  }, [texture, top, invalidate, onState]);

  useEffect(
    () => () => {
      geometry.dispose();
      top.dispose();
      soil.dispose();
    },
    [geometry, top, soil],
  );

  return (
    <>
      <mesh geometry={geometry} material={materials} position={[0, THICKNESS / 2, 0]} />
      <gridHelper args={[6, 24, '#9a94b8', '#c9c4e0']} position={[0, 0, 0]} />
    </>
  );
}

/** The chosen parcel in 3D (spec "Select vrLand screen"): its ground, with the uploaded texture on top. */
export default function LandPreview3D({ area, texture, title }: LandPreview3DProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<LandPreviewState>('loading');
  const lights = useMemo(viewerLights, []);
  return (
    <Box
      role="img"
      aria-label={t('lands.preview3d', { title })}
      data-preview-state={state}
      sx={{ position: 'absolute', inset: 0, touchAction: 'pan-y' }}
    >
      <Canvas frameloop="demand" dpr={[1, 2]} camera={{ fov: 40, position: [3.2, 2.6, 3.6] }}>
        <primitive object={lights} />
        <Parcel area={area} texture={texture} onState={setState} />
        <Controls zoom={false} />
      </Canvas>
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
