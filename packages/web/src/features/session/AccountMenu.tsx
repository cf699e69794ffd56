import CollectionsOutlined from '@mui/icons-material/CollectionsOutlined';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import GavelRounded from '@mui/icons-material/GavelRounded';
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import RedeemOutlined from '@mui/icons-material/RedeemOutlined';
import ActivityOutlined from '@mui/icons-material/TimelineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type Profile, routes, shortenForMenu } from '@vrmarket/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../app/toast.ts';
import { useThemeMode } from '../../theme/ThemeModeContext.ts';
import { useHeaderLinks } from '../config/useHeaderLinks.ts';
import { openWalletDialog } from '../wallet/walletStore.ts';
import { MenuLinkItem } from './MenuLinkItem.tsx';
import { ProAvatar } from './ProAvatar.tsx';

/**
 * The avatar menu (spec "Avatar menu"): profile, the linked wallet (copy, or connect with 'No
 * wallets linked'), Account Information, Collection, Inventory, Favorite list, My bids (issue 41), My offers (issue 42),
 * Claim, Activity, Dark mode, Help and Support (the operator's HELP_URL; hidden when none is set), Sign out. The
 * admin's screens are under the signed-in row's Admin menu.
 */
export function AccountMenu({
  anchor,
  profile,
  onClose,
  onSignOut,
}: {
  anchor: HTMLElement | null;
  profile: Profile;
  onClose: () => void;
  onSignOut: () => void;
}) {
  const { t } = useTranslation();
  const { mode, toggleMode } = useThemeMode();
  const links = useHeaderLinks();
  const name = profile.fullname || profile.username;

  const copyWallet = async () => {
    if (!profile.publicKey) return;
    await navigator.clipboard?.writeText(profile.publicKey).catch(() => undefined);
    toast(t('COPIED'), 'success');
  };

  const item = (key: string, icon: ReactNode, label: string, to: string) => (
    <MenuLinkItem key={key} icon={icon} label={label} to={to} onClick={onClose} />
  );

  const external = (key: string, icon: ReactNode, label: string, url: string) => (
    <MenuItem key={key} component="a" href={url} target="_blank" rel="noopener noreferrer" onClick={onClose}>
      <ListItemIcon>{icon}</ListItemIcon>
      {label}
    </MenuItem>
  );

  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { width: 300, maxWidth: 'calc(100vw - 24px)', borderRadius: 4, mt: 1 } } }}
    >
      <MenuItem component={Link} to={routes.profile()} onClick={onClose} sx={{ py: 1.5, gap: 1.5 }}>
        <ProAvatar
          src={profile.avatar}
          name={name}
          isPro={profile.isPro}
          proType={profile.proType}
          size={40}
        />
        <ListItemText
          primary={name}
          secondary={`@${profile.username}${profile.isPro ? ` · ${t('account.proBadge', { type: profile.proType })}` : ''}`}
          slotProps={{ primary: { sx: { fontWeight: 700 }, noWrap: true }, secondary: { noWrap: true } }}
        />
      </MenuItem>
      <Box sx={{ px: 2, pb: 1.5 }}>
        {profile.publicKey ? (
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              pl: 1.5,
              borderRadius: 2,
              bgcolor: 'action.hover',
            }}
          >
            <Typography
              data-testid="menu-wallet"
              sx={{ flex: 1, fontFamily: 'monospace', fontSize: '0.85rem' }}
              title={profile.publicKey}
            >
              {shortenForMenu(profile.publicKey)}
            </Typography>
            <Tooltip title={t('account.copyAddress')}>
              <IconButton size="small" aria-label={t('account.copyAddress')} onClick={copyWallet}>
                <ContentCopyRounded fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
            <Typography variant="body2" color="text.secondary">
              {t('NO_WALLETS_LINKED')}
            </Typography>
            <Button
              size="small"
              variant="outlined"
              onClick={() => {
                onClose();
                openWalletDialog({ name: 'connect' });
              }}
            >
              {t('CONNECT_WALLET')}
            </Button>
          </Box>
        )}
      </Box>
      <Divider />
      {links.data?.accountUrl
        ? external(
            'account',
            <ManageAccountsOutlined fontSize="small" />,
            t('ACCOUNT_INFORMATION'),
            links.data.accountUrl,
          )
        : item(
            'account',
            <ManageAccountsOutlined fontSize="small" />,
            t('ACCOUNT_INFORMATION'),
            routes.profile(),
          )}
      {item(
        'collection',
        <CollectionsOutlined fontSize="small" />,
        t('MENU_COLLECTION'),
        routes.collections(),
      )}
      {item('inventory', <Inventory2Outlined fontSize="small" />, t('MENU_INVENTORY'), routes.inventory())}
      {item(
        'favorites',
        <FavoriteBorderRounded fontSize="small" />,
        t('MENU_FAVORITE_LIST'),
        routes.favoriteList(),
      )}
      {item('myBids', <GavelRounded fontSize="small" />, t('auction.myBids'), routes.myBids())}
      {item('myOffers', <LocalOfferOutlined fontSize="small" />, t('offers.myOffers'), routes.myOffers())}
      {item('claim', <RedeemOutlined fontSize="small" />, t('MENU_CLAIM'), routes.claim())}
      {item('activity', <ActivityOutlined fontSize="small" />, t('MENU_ACTIVITY'), routes.activity())}
      <MenuItem onClick={toggleMode} role="menuitemcheckbox" aria-checked={mode === 'dark'}>
        <ListItemIcon>
          <DarkModeOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={t('DARK_MODE')} />
        <Switch
          size="small"
          edge="end"
          checked={mode === 'dark'}
          tabIndex={-1}
          slotProps={{ input: { 'aria-hidden': true } }}
        />
      </MenuItem>
      {links.data?.helpUrl &&
        external('help', <HelpOutlineRounded fontSize="small" />, t('HELP_AND_SUPPORT'), links.data.helpUrl)}
      <Divider />
      <MenuItem onClick={onSignOut}>
        <ListItemIcon>
          <LogoutRounded fontSize="small" />
        </ListItemIcon>
        {t('SIGN_OUT')}
      </MenuItem>
    </Menu>
  );
}
