import AccessibilityNewRounded from '@mui/icons-material/AccessibilityNewRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { UploadAnswer } from '@vrmarket/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarMakerUrl, type BodyShape, isAvatarMessage } from './avatarMessage.ts';

/**
 * 'or Create 3D Avatar': Full Body / Half Body, then the avatar maker in a frame; its glb comes
 * back by window message, accepted only from this origin and from that frame.
 */
export function AvatarMakerButton({ onAvatar }: { onAvatar: (file: File, answer: UploadAnswer) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState<BodyShape | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (!body) return;
    const receive = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (!isAvatarMessage(event.data)) return;
      const { answer, glb } = event.data;
      onAvatar(new File([glb], `avatar-${body}.glb`, { type: 'model/gltf-binary' }), answer);
      setOpen(false);
      setBody(null);
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [body, onAvatar]);

  const close = () => {
    setOpen(false);
    setBody(null);
  };

  return (
    <>
      <Button variant="text" startIcon={<AccessibilityNewRounded />} onClick={() => setOpen(true)}>
        {t('CREATE_3D_AVATAR')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth={body ? 'md' : 'xs'} fullWidth>
        <DialogTitle id={titleId} sx={{ pr: 6 }}>
          {t('create.avatar.title')}
          <IconButton
            aria-label={t('create.close')}
            onClick={close}
            sx={{ position: 'absolute', right: 12, top: 12 }}
          >
            <CloseRounded />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          {body ? (
            <Box
              component="iframe"
              ref={frame}
              title={t('create.avatar.title')}
              src={avatarMakerUrl(body)}
              sx={{ border: 0, width: '100%', height: 'min(70vh, 560px)', borderRadius: 3, display: 'block' }}
            />
          ) : (
            <Box sx={{ display: 'grid', gap: 1.5, py: 1 }}>
              <Button
                size="large"
                variant="outlined"
                startIcon={<AccessibilityNewRounded />}
                onClick={() => setBody('full')}
              >
                {t('FULL_BODY_CHARACTER')}
              </Button>
              <Button
                size="large"
                variant="outlined"
                startIcon={<PersonRounded />}
                onClick={() => setBody('half')}
              >
                {t('HALF_BODY_CHARACTER')}
              </Button>
            </Box>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
