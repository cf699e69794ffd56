import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { NftDetail } from '@vrmarket/domain';
import { nftTitle, routes, shareLink } from '@vrmarket/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../app/toast.ts';
import type { PreviewMedia } from '../../components/dialogs/MediaPreviewDialog.tsx';
import { getSession } from '../session/sessionStore.ts';
import { modelUrlOf, partsOf, type Stage } from './display.ts';
import { LikeButton } from './LikeButton.tsx';
import { useRefreshMetadata } from './useRefreshMetadata.ts';

// The preview dialogs load on the first click of Preview (the first screen does not show them).
const Preview3dDialog = lazy(() =>
  import('./PreviewDialog.tsx').then((m) => ({ default: m.Preview3dDialog })),
);
const MediaPreviewDialog = lazy(() =>
  import('../../components/dialogs/MediaPreviewDialog.tsx').then((m) => ({ default: m.MediaPreviewDialog })),
);

function previewMedia(stage: Stage, title: string): PreviewMedia | null {
  if (stage.kind === 'image' || stage.kind === 'video') return { kind: stage.kind, src: stage.url, title };
  if ((stage.kind === 'mystery' || stage.kind === 'store') && stage.image)
    return { kind: 'image', src: stage.image, title };
  return null;
}

/** Back, Refresh Metadata, Preview, copy link and the like heart. */
export function DetailToolbar({ nft, stage }: { nft: NftDetail; stage: Stage }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshMetadata(nft.id);
  const [previewOpen, setPreviewOpen] = useState(false);
  // Mounted from the first opening on, so that closing keeps its transition.
  const [previewAsked, setPreviewAsked] = useState(false);
  const title = nftTitle(nft);
  const media = previewMedia(stage, title);
  // 3D NFTs preview their model, even when the stage shows a store's thumbnail.
  const model = modelUrlOf(nft);

  const back = () => {
    // A link opened in a new tab has nowhere to go back to: go to the marketplace instead.
    if (window.history.state?.idx > 0) navigate(-1);
    else navigate(routes.dashboard());
  };
  const copyLink = async () => {
    // A signed-in sharer of an NFT with an active lab flag refers whoever buys it through the link.
    const link = shareLink(
      window.location.origin,
      routes.detail(nft.id),
      getSession().user?.username,
      nft.labActive,
    );
    await navigator.clipboard.writeText(link);
    toast(t('COPIED_LINK'), 'success');
  };

  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', mb: { xs: 2, md: 3 } }}
    >
      <Button startIcon={<ArrowBackRounded />} onClick={back} color="inherit">
        {t('BACK')}
      </Button>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ ml: 'auto', alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-end' }}
      >
        <Button
          variant="outlined"
          color="inherit"
          startIcon={refresh.isPending ? <CircularProgress size={16} color="inherit" /> : <RefreshRounded />}
          disabled={refresh.isPending}
          onClick={() => refresh.mutate()}
          sx={{ borderColor: 'divider' }}
        >
          {t('REFRESH_METADATA')}
        </Button>
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<VisibilityRounded />}
          disabled={!model && !media}
          onClick={() => {
            setPreviewAsked(true);
            setPreviewOpen(true);
          }}
          sx={{ borderColor: 'divider' }}
        >
          {t('PREVIEW')}
        </Button>
        {/* The browser's own hint: MUI's Tooltip (Popper) would add 13 KB gzip to the first load. */}
        <IconButton
          aria-label={t('detail.copyLink')}
          title={t('detail.copyLink')}
          onClick={copyLink}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <LinkRounded />
        </IconButton>
        <LikeButton nft={nft} />
      </Stack>
      {previewAsked && (
        <Suspense fallback={null}>
          {model ? (
            <Preview3dDialog
              url={model}
              title={title}
              parts={partsOf(nft).flatMap((part) => (part.meshName ? [part.meshName] : []))}
              open={previewOpen}
              onClose={() => setPreviewOpen(false)}
            />
          ) : (
            <MediaPreviewDialog media={previewOpen ? media : null} onClose={() => setPreviewOpen(false)} />
          )}
        </Suspense>
      )}
    </Stack>
  );
}
