import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  AmbientLight,
  Box3,
  DirectionalLight,
  PerspectiveCamera,
  Scene,
  Vector3,
  WebGLRenderer,
} from 'three';
import { uploadFile } from '../api.ts';
import type { AvatarMessage, BodyShape } from '../avatarMessage.ts';
import {
  AVATAR_SHAPES,
  type AvatarLook,
  avatarGlb,
  buildAvatar,
  HAIR_COLOURS,
  OUTFIT_COLOURS,
  SKIN_COLOURS,
} from './avatarModel.ts';

function Swatches({
  label,
  colours,
  value,
  onChange,
}: {
  label: string;
  colours: readonly string[];
  value: string;
  onChange: (c: string) => void;
}) {
  return (
    <Box role="radiogroup" aria-label={label}>
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {colours.map((colour) => (
          <ButtonBase
            key={colour}
            role="radio"
            aria-checked={value === colour}
            aria-label={colour}
            onClick={() => onChange(colour)}
            sx={{
              width: 32,
              height: 32,
              borderRadius: '50%',
              bgcolor: colour,
              outline: value === colour ? 3 : 1,
              outlineColor: value === colour ? 'primary.main' : 'divider',
              outlineStyle: 'solid',
              outlineOffset: 2,
            }}
          />
        ))}
      </Box>
    </Box>
  );
}

/** The character drawn once per change (no animation loop: nothing moves). */
function AvatarPreview({ look }: { look: AvatarLook }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const renderer = new WebGLRenderer({ canvas: canvas.current, antialias: true, alpha: true });
    const scene = new Scene();
    scene.add(new AmbientLight(0xffffff, 1.3), new DirectionalLight(0xffffff, 2.2));
    const avatar = buildAvatar(look);
    scene.add(avatar);
    const box = new Box3().setFromObject(avatar);
    const centre = box.getCenter(new Vector3());
    const camera = new PerspectiveCamera(35, 1, 0.1, 100);
    camera.position.set(centre.x + 1.2, centre.y + 0.4, centre.z + box.getSize(new Vector3()).y * 2.1);
    camera.lookAt(centre);
    renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
    renderer.setSize(canvas.current.clientWidth, canvas.current.clientHeight, false);
    renderer.render(scene, camera);
    return () => renderer.dispose();
  }, [look]);
  return <Box component="canvas" ref={canvas} sx={{ width: '100%', aspectRatio: '1', display: 'block' }} />;
}

/**
 * `/avatar-maker?body=full|half`: the built-in avatar creator shown in the create form's frame.
 * Picks a shape and colours, exports a glb, uploads it and posts the answer to the parent window
 * (this origin only).
 */
export function AvatarMakerPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const body: BodyShape = params.get('body') === 'half' ? 'half' : 'full';
  const [look, setLook] = useState<AvatarLook>({
    body,
    shape: 'round',
    skin: SKIN_COLOURS[0],
    outfit: OUTFIT_COLOURS[0],
    hair: HAIR_COLOURS[0],
  });
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const set = (change: Partial<AvatarLook>) => setLook((current) => ({ ...current, ...change }));

  const use = async () => {
    setSaving(true);
    setFailed(false);
    try {
      const file = await avatarGlb(look);
      const answer = await uploadFile(file);
      const message: AvatarMessage = { type: 'vrmarket:avatar', answer, glb: await file.arrayBuffer() };
      window.parent.postMessage(message, window.location.origin);
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box
      component="main"
      aria-label={t('create.avatar.maker')}
      sx={{
        p: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        bgcolor: 'background.paper',
        minHeight: '100vh',
      }}
    >
      <Box sx={{ borderRadius: 3, bgcolor: 'action.hover' }}>
        <AvatarPreview look={look} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Box>
          <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
            {t('create.avatar.shape')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={look.shape}
            onChange={(_, shape) => shape && set({ shape })}
          >
            {AVATAR_SHAPES.map((shape) => (
              <ToggleButton key={shape} value={shape}>
                {t(`create.avatar.shapes.${shape}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
        <Swatches
          label={t('create.avatar.skin')}
          colours={SKIN_COLOURS}
          value={look.skin}
          onChange={(skin) => set({ skin })}
        />
        <Swatches
          label={t('create.avatar.outfit')}
          colours={OUTFIT_COLOURS}
          value={look.outfit}
          onChange={(outfit) => set({ outfit })}
        />
        <Swatches
          label={t('create.avatar.hair')}
          colours={HAIR_COLOURS}
          value={look.hair}
          onChange={(hair) => set({ hair })}
        />
        {failed && <Alert severity="error">{t('create.avatar.failed')}</Alert>}
        <Button variant="contained" disabled={saving} onClick={() => void use()}>
          {saving ? t('create.avatar.saving') : t('create.avatar.use')}
        </Button>
      </Box>
    </Box>
  );
}
