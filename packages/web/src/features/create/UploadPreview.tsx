import Box from '@mui/material/Box';
import type { UploadAnswer } from '@vrmarket/domain';
import { useEffect, useState } from 'react';
import { LazyModelViewer } from '../viewer3d/LazyModelViewer.tsx';

/**
 * What was uploaded: the picture, the video or the model in the 3D viewer (its code loaded only
 * now). A glb is shown from the file on this machine, the form does not wait for the server's copy.
 */
export function UploadPreview({ file, answer }: { file: File; answer: UploadAnswer }) {
  const [localUrl, setLocalUrl] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    setLocalUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const frame = {
    position: 'relative',
    aspectRatio: '1 / 1',
    width: '100%',
    borderRadius: 4,
    overflow: 'hidden',
    bgcolor: 'action.hover',
    border: 1,
    borderColor: 'divider',
  } as const;

  if (answer.mediaType === 'model/gltf-binary') {
    const isGlb = file.name.toLowerCase().endsWith('.glb');
    const url = isGlb && localUrl ? localUrl : answer.url;
    return (
      <Box sx={frame} data-testid="upload-preview-model">
        <LazyModelViewer url={url} title={file.name} zoom />
      </Box>
    );
  }
  if (answer.mediaType.startsWith('video/')) {
    return (
      <Box sx={frame}>
        <Box
          component="video"
          src={answer.url}
          controls
          muted
          data-testid="upload-preview-video"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' }}
        />
      </Box>
    );
  }
  return (
    <Box sx={frame}>
      <Box
        component="img"
        src={answer.url}
        alt={file.name}
        data-testid="upload-preview-image"
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' }}
      />
    </Box>
  );
}
