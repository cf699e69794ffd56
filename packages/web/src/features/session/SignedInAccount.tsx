import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type Profile, routes, shortenForHeader } from '@vrmarket/domain';
import { lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { OnceOpened } from '../../components/dialogs/OnceOpened.tsx';
import { NotificationBell } from '../notifications/NotificationBell.tsx';
import { loadWallet } from '../wallet/loadWallet.ts';
import { useRenderedWallet } from '../wallet/useWallet.ts';
import { WalletDialogHost } from '../wallet/WalletDialogHost.tsx';
import { WalletMark } from '../wallet/WalletMark.tsx';
import { openWalletDialog } from '../wallet/walletStore.ts';
import { ProAvatar } from './ProAvatar.tsx';
import { signOut } from './sessionStore.ts';
import { useProfile } from './useProfile.ts';

// The menu's code (MUI's Menu, Popover, Modal) loads when the avatar is first clicked.
const AccountMenu = lazy(() => import('./AccountMenu.tsx').then((m) => ({ default: m.AccountMenu })));

/**
 * The signed-in account end of the header (loaded only for signed-in users): the connected wallet
 * (5+5) or 'Connect wallet', the notification bell, and the framed avatar opening the account menu.
 * Hosts the wallet dialogs.
 */
export default function SignedInAccount({ compact }: { compact: boolean }) {
  const { profile } = useProfile();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [leaving, setLeaving] = useState(false);
  const { t } = useTranslation();

  // Sign out once home is shown, so a protected page's guard does not open the login-required dialog.
  useEffect(() => {
    if (leaving && pathname === routes.home()) {
      setLeaving(false);
      signOut();
    }
  }, [leaving, pathname]);

  if (!profile) return null;
  const name = profile.fullname || profile.username;
  return (
    <>
      {!compact && <HeaderWallet profile={profile} />}
      <NotificationBell />
      <Tooltip title={name}>
        <IconButton
          aria-label={t('account.menu')}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ p: 0.25 }}
        >
          <ProAvatar src={profile.avatar} name={name} isPro={profile.isPro} proType={profile.proType} />
        </IconButton>
      </Tooltip>
      <OnceOpened open={anchor !== null}>
        <AccountMenu
          anchor={anchor}
          profile={profile}
          onClose={() => setAnchor(null)}
          onSignOut={() => {
            setAnchor(null);
            setLeaving(true);
            navigate(routes.home());
          }}
        />
      </OnceOpened>
      <WalletDialogHost />
    </>
  );
}

const prefetchWallet = () => void loadWallet().catch(() => undefined);

/**
 * The connected wallet, shortened 5+5; 'Connect wallet' when none is connected; a placeholder of
 * the wallet's size in the server's markup, which cannot know it.
 */
function HeaderWallet({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const wallet = useRenderedWallet();
  if (!wallet) {
    return (
      <Skeleton
        variant="rounded"
        width={152}
        height={38}
        sx={{ borderRadius: 99, flexShrink: 0, display: { xs: 'none', md: 'block' } }}
      />
    );
  }
  const { address, kind } = wallet;
  if (!address) {
    return (
      <Button
        variant="outlined"
        onClick={() => openWalletDialog({ name: 'connect' })}
        // Start loading the wallet libraries as the pointer arrives, so the dialog is ready sooner.
        onPointerEnter={prefetchWallet}
        onFocus={prefetchWallet}
        sx={{ flexShrink: 0, display: { xs: 'none', md: 'inline-flex' } }}
      >
        {t('CONNECT_WALLET')}
      </Button>
    );
  }
  const mismatch = profile.publicKey !== null && profile.publicKey !== address;
  return (
    <Tooltip title={address}>
      <ButtonBase
        data-testid="header-wallet"
        onClick={() =>
          openWalletDialog({ name: mismatch ? 'wrong' : profile.publicKey ? 'connect' : 'link' })
        }
        sx={{
          gap: 1,
          pl: 0.5,
          pr: 1.5,
          py: 0.5,
          borderRadius: 99,
          border: 1,
          borderColor: mismatch ? 'warning.main' : 'divider',
          flexShrink: 0,
          display: { xs: 'none', md: 'inline-flex' },
        }}
      >
        <WalletMark wallet={kind ?? 'metamask'} size={26} />
        <Typography sx={{ fontFamily: 'monospace', fontSize: '0.85rem', fontWeight: 600 }}>
          {shortenForHeader(address)}
        </Typography>
      </ButtonBase>
    </Tooltip>
  );
}
