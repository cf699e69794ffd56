import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import DesignServicesOutlined from '@mui/icons-material/DesignServicesOutlined';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import PetsOutlined from '@mui/icons-material/PetsOutlined';
import RedeemOutlined from '@mui/icons-material/RedeemOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import { routes } from '@vrmarket/domain';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuLinkItem } from './MenuLinkItem.tsx';
import { useProfile } from './useProfile.ts';

/**
 * The marketplace admin's screens under one 'Admin' button of the signed-in row: the verification
 * queue, claim requests, recommend requests and bulk pets. Nothing for other users. MUI's Menu gives
 * the keyboard (arrows, Home/End, Escape back to the button) and the menu roles.
 */
export function AdminMenu() {
  const { t } = useTranslation();
  const { profile } = useProfile();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  if (!profile?.is_admin_market) return null;
  const close = () => setAnchor(null);
  const item = (key: string, icon: ReactNode, label: string, to: string) => (
    <MenuLinkItem key={key} icon={icon} label={label} to={to} onClick={close} />
  );
  return (
    <>
      <Button
        id={`${id}-button`}
        size="small"
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? `${id}-menu` : undefined}
        startIcon={<AdminPanelSettingsOutlined />}
        endIcon={<ExpandMoreRounded />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ flexShrink: 0, px: 1.5, borderRadius: 99, color: 'text.primary', fontWeight: 600 }}
      >
        {t('account.adminMenu')}
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          list: { 'aria-labelledby': `${id}-button` },
          paper: { sx: { minWidth: 240, borderRadius: 3, mt: 0.5 } },
        }}
      >
        {item(
          'verification',
          <VerifiedOutlined fontSize="small" />,
          t('create.verify.menu'),
          routes.verification(),
        )}
        {item(
          'claimRequests',
          <RedeemOutlined fontSize="small" />,
          t('claims.requestsMenu'),
          routes.claimRequests(),
        )}
        {item(
          'recommendRequests',
          <DesignServicesOutlined fontSize="small" />,
          t('recommend.requests.menu'),
          routes.recommendRequests(),
        )}
        {item('pets', <PetsOutlined fontSize="small" />, t('pets.menu'), routes.petsBulk())}
      </Menu>
    </>
  );
}
