import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import CollectionsOutlined from '@mui/icons-material/CollectionsOutlined';
import DesignServicesOutlined from '@mui/icons-material/DesignServicesOutlined';
import LockClockOutlined from '@mui/icons-material/LockClockOutlined';
import SwapHorizRounded from '@mui/icons-material/SwapHorizRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { routes } from '@vrmarket/domain';
import { lazy, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { queryClient } from '../../api/queryClient.ts';
import { toast } from '../../app/toast.ts';
import { OnceOpened } from '../../components/dialogs/OnceOpened.tsx';
import { mayCreateCollection } from '../collections/createCollectionGate.ts';
import { useHeaderLinks } from '../config/useHeaderLinks.ts';
import { recommendAvailabilityQuery } from '../recommend/queries.ts';
import { useRequireWallet } from '../wallet/requireWallet.ts';
import { AdminMenu } from './AdminMenu.tsx';

// Opened by their buttons only: loaded then, so a signed-in page's first load has no dialog code.
const NoticeDialog = lazy(() =>
  import('../../components/dialogs/NoticeDialog.tsx').then((m) => ({ default: m.NoticeDialog })),
);
const BridgeDialog = lazy(() => import('./HeaderDialogs.tsx').then((m) => ({ default: m.BridgeDialog })));

/**
 * The signed-in row under the header (loaded only for signed-in users) with the spec's buttons — Create
 * Collections, Create NFTs (wallet checked first), Staking NFT (the staking page), Bridge NFT (the
 * bridge widget) and Recommend Design NFT (open while the user has submissions left); the admin's
 * screens under one Admin menu at its end. On a narrow screen the buttons wrap: none is off-screen.
 */
export default function SignedInActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const requireWallet = useRequireWallet();
  const links = useHeaderLinks();
  const [open, setOpen] = useState<'bridge' | 'level' | null>(null);

  /** The per-user availability, asked afresh: with none left the limit notice shows instead. */
  async function recommend() {
    const availability = await queryClient.fetchQuery(recommendAvailabilityQuery()).catch(() => null);
    if (availability && availability.available > 0) navigate(routes.recommendDesignNft());
    else if (availability) toast(t('RECOMMEND_LIMIT_REACHED'), 'warning');
    else toast(t('SOMETHING_WRONG_TRY_LATER'), 'error');
  }

  /** With the create-collection flag off, only pro users of proType ≥ 2 may create (R-COLL-15). */
  async function createCollection() {
    if (!(await mayCreateCollection())) setOpen('level');
    // The collections screen opens its Create Collection dialog on this state.
    else navigate(routes.collections(), { state: { createCollection: true } });
  }

  const action = (key: string, label: string, icon: ReactNode, onClick: () => void) => (
    <Button
      key={key}
      size="small"
      color="inherit"
      startIcon={icon}
      onClick={onClick}
      sx={{ flexShrink: 0, px: 1.5, borderRadius: 99, color: 'text.primary', fontWeight: 600 }}
    >
      {label}
    </Button>
  );

  return (
    <Box
      component="nav"
      aria-label={t('account.menu')}
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        width: '100%',
        maxWidth: 1440,
        mx: 'auto',
        px: { xs: 1, sm: 3 },
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        columnGap: 0.5,
        minHeight: 44,
        py: 0.5,
      }}
    >
      {/* The buttons and the Admin menu wrap as one row of items. */}
      <Box sx={{ display: 'contents' }}>
        {action(
          'collections',
          t('CREATE_COLLECTIONS'),
          <CollectionsOutlined />,
          () => void createCollection(),
        )}
        {action('nfts', t('CREATE_NFTS'), <AddPhotoAlternateOutlined />, () => {
          if (requireWallet()) navigate(routes.addNewNft());
        })}
        {action('staking', t('STAKING_NFT'), <LockClockOutlined />, () => navigate(routes.staking()))}
        {action('bridge', t('BRIDGE_NFT'), <SwapHorizRounded />, () => setOpen('bridge'))}
        {action('recommend', t('RECOMMEND_DESIGN_NFT'), <DesignServicesOutlined />, () => void recommend())}
      </Box>
      <Box sx={{ ml: 'auto' }}>
        <AdminMenu />
      </Box>
      <OnceOpened open={open === 'level'}>
        <NoticeDialog
          open={open === 'level'}
          title={t('CREATE_COLLECTIONS')}
          message={t('ACCOUNT_LEVEL_REQUIRED')}
          onClose={() => setOpen(null)}
        />
      </OnceOpened>
      <OnceOpened open={open === 'bridge'}>
        <BridgeDialog
          open={open === 'bridge'}
          url={links.data?.bridgeUrl ?? null}
          onClose={() => setOpen(null)}
        />
      </OnceOpened>
    </Box>
  );
}
