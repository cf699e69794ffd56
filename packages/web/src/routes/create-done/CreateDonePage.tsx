import AddRounded from '@mui/icons-material/AddRounded';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { routes } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageContainer } from '../../components/PageContainer.tsx';
import { isCreateDoneState } from '../../features/create/createDone.ts';
import { NftMedia } from '../../features/nfts/NftMedia.tsx';
import { LazyModelViewer } from '../../features/viewer3d/LazyModelViewer.tsx';
import { Redirect } from '../../router/Redirect.tsx';

/**
 * `/create-done`: the created NFT's picture (a claimed home: its model in the chosen colour), its
 * title, what happens next (admin review, or none for a free home), Inventory and Create new NFT;
 * home when nothing was created.
 */
export function CreateDonePage() {
  const { t } = useTranslation();
  const { state } = useLocation();
  if (!isCreateDoneState(state)) return <Redirect to={routes.home()} browserOnly />;
  return (
    <PageContainer>
      <Box sx={{ maxWidth: 440, mx: 'auto', display: 'grid', gap: 2.5, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {t('create.doneTitle')}
        </Typography>
        {state.home ? (
          <Box
            sx={{
              position: 'relative',
              aspectRatio: '4 / 3',
              borderRadius: 4,
              overflow: 'hidden',
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
            }}
            data-testid="created-home"
          >
            <LazyModelViewer url={state.home.modelUrl} title={state.title} tint={state.home.color} />
          </Box>
        ) : (
          <Box
            sx={{ borderRadius: 4, overflow: 'hidden', border: 1, borderColor: 'divider' }}
            data-testid="created-image"
          >
            <NftMedia src={state.image} alt={state.title} priority />
          </Box>
        )}
        <Typography sx={{ fontWeight: 700 }}>{state.title}</Typography>
        {state.home && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'center' }}>
            <Box
              aria-hidden
              sx={{ width: 20, height: 20, borderRadius: 1, border: 1, borderColor: 'divider' }}
              style={{ backgroundColor: state.home.color }}
            />
            <Typography sx={{ fontFamily: 'monospace' }} data-testid="created-home-color">
              {state.home.color.toUpperCase()}
            </Typography>
          </Box>
        )}
        <Typography color="text.secondary">
          {state.home ? t('homes.claimedVerified') : t('CREATE_SUCCESS_WAIT_VERIFY')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button
            component={Link}
            to={routes.inventory()}
            variant="outlined"
            startIcon={<Inventory2Outlined />}
          >
            {t('MENU_INVENTORY')}
          </Button>
          <Button component={Link} to={routes.addNewNft()} variant="contained" startIcon={<AddRounded />}>
            {t('CREATE_NEW_NFT')}
          </Button>
        </Box>
      </Box>
    </PageContainer>
  );
}
