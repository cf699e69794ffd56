import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_HOME_NAME, type HomeClaimState, routes, TEXT_LIMITS } from '@vrmarket/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog.tsx';
import type { CreateDoneState } from '../create/createDone.ts';
import { LazyModelViewer } from '../viewer3d/LazyModelViewer.tsx';
import { type ClaimProblem, useClaimHome } from './useHomeClaim.ts';

const FIRST_COLOR = '#4f8cff';

/** The claim form of `/claim-vrHomes`: the live-recoloured preview, title, price 0 USDT, colour, Done. */
export function ClaimHomeForm({ state }: { state: HomeClaimState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const colorId = useId();
  const [title, setTitle] = useState(DEFAULT_HOME_NAME);
  const [color, setColor] = useState(FIRST_COLOR);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<ClaimProblem | null>(null);
  const claim = useClaimHome();
  const titleTooLong = title.trim().length > TEXT_LIMITS.title;

  const submit = () => {
    claim.mutate(
      { color, title },
      {
        onSuccess: (result) => {
          setConfirming(false);
          if (!result.ok) return setProblem(result.problem);
          const done: CreateDoneState = {
            nftId: result.answer.data.nft.id,
            image: state.imageUrl ?? '',
            title: title.trim() || DEFAULT_HOME_NAME,
            ...(state.modelUrl ? { home: { modelUrl: state.modelUrl, color } } : {}),
          };
          navigate(routes.createDone(), { state: done });
        },
        onError: () => setConfirming(false),
      },
    );
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(280px, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Box
        sx={{
          position: 'relative',
          aspectRatio: { xs: '16 / 10', md: '4 / 3' },
          borderRadius: 4,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        {state.modelUrl ? (
          <LazyModelViewer url={state.modelUrl} title={t('homes.preview')} tint={color} />
        ) : (
          <Typography sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
            {t('homes.noModel')}
          </Typography>
        )}
      </Box>
      <Stack spacing={2.5} component="form" onSubmit={(event) => event.preventDefault()}>
        <TextField
          label={t('homes.name')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={titleTooLong}
          helperText={
            titleTooLong
              ? t('homes.titleTooLong', { max: TEXT_LIMITS.title })
              : `${title.length}/${TEXT_LIMITS.title}`
          }
        />
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('homes.price')}
          </Typography>
          <Typography variant="h6" component="p" data-testid="home-price">
            0 USDT
          </Typography>
        </Box>
        <Box>
          <Typography component="label" htmlFor={colorId} variant="body2" color="text.secondary">
            {t('homes.color')}
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 0.5 }}>
            <Box
              component="input"
              id={colorId}
              type="color"
              value={color}
              aria-describedby={`${colorId}-help`}
              onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
                setColor(event.target.value);
                setProblem(null);
              }}
              sx={{
                width: 56,
                height: 40,
                p: 0.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                bgcolor: 'transparent',
                cursor: 'pointer',
              }}
            />
            <Typography sx={{ fontFamily: 'monospace' }}>{color.toUpperCase()}</Typography>
          </Stack>
          <FormHelperText id={`${colorId}-help`} error={problem === 'COLOR_EXISTED'} role="status">
            {problem === 'COLOR_EXISTED' ? t('COLOR_USED') : t('homes.colorHint')}
          </FormHelperText>
        </Box>
        {problem && problem !== 'COLOR_EXISTED' && (
          <Typography color="error" role="alert">
            {t(problem)}
          </Typography>
        )}
        <Stack direction="row" spacing={1.5}>
          <Button variant="outlined" color="inherit" onClick={() => navigate(routes.addNewNft())}>
            {t('BACK')}
          </Button>
          <Button
            variant="contained"
            disabled={titleTooLong || claim.isPending}
            onClick={() => setConfirming(true)}
          >
            {t('homes.done')}
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('homes.confirmTitle')}
        message={t('homes.confirmText', {
          title: title.trim() || DEFAULT_HOME_NAME,
          color: color.toUpperCase(),
        })}
        confirmLabel={t('homes.claim')}
        cancelLabel={t('homes.cancel')}
        busy={claim.isPending}
        onConfirm={submit}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
