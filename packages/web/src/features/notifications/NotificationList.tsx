import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Notification, routes } from '@vrmarket/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTimeFromNow } from '../../components/useTimeFromNow.ts';
import { useAccessToken } from '../session/useSession.ts';
import { markAllNotificationsRead, markNotificationRead } from './api.ts';
import { notificationText } from './notificationText.ts';
import { notificationsQuery, refreshNotifications, showRead } from './queries.ts';

/**
 * The bell's list: the newest notifications, unread ones marked, each going to its NFT's detail
 * when it has one; a click marks it read, and 'Mark all as read' marks them all.
 */
export function NotificationList({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const { t } = useTranslation();
  const time = useTimeFromNow();
  const client = useQueryClient();
  const token = useAccessToken();
  const { data, isError } = useQuery(notificationsQuery(token));
  const readOne = useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => showRead(client, [id]),
    onSettled: () => void refreshNotifications(client),
  });
  const readAll = useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => showRead(client),
    onSettled: () => void refreshNotifications(client),
  });
  const items = data?.results ?? [];
  const unread = data?.unread ?? 0;

  const open = (notification: Notification) => {
    if (!notification.read) readOne.mutate(notification.id);
    if (notification.nftId) onClose();
  };

  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': t('notifications.title'),
          sx: { width: 380, maxWidth: 'calc(100vw - 24px)', borderRadius: 4, mt: 1 },
        } as object,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
          {t('notifications.title')}
        </Typography>
        <Button size="small" disabled={unread === 0 || readAll.isPending} onClick={() => readAll.mutate()}>
          {t('notifications.markAllRead')}
        </Button>
      </Box>
      <Divider />
      {isError && (
        <Typography role="alert" sx={{ px: 2, py: 3, color: 'error.main' }}>
          {t('notifications.loadFailed')}
        </Typography>
      )}
      {!isError && data && items.length === 0 && (
        <Typography sx={{ px: 2, py: 3, color: 'text.secondary', textAlign: 'center' }}>
          {t('notifications.empty')}
        </Typography>
      )}
      {items.length > 0 && (
        <List dense disablePadding sx={{ maxHeight: 'min(480px, 70vh)', overflowY: 'auto' }}>
          {items.map((notification) => {
            const text = notificationText(t, notification);
            const when = time.fromNow(notification.createdAt);
            const to = linkOf(notification);
            const link = to ? { component: Link, to } : {};
            return (
              <ListItemButton
                key={notification.id}
                {...link}
                onClick={() => open(notification)}
                data-unread={notification.read ? undefined : 'true'}
                sx={{
                  alignItems: 'flex-start',
                  gap: 1.5,
                  py: 1.25,
                  bgcolor: notification.read ? undefined : 'action.hover',
                }}
              >
                <Box
                  aria-hidden
                  sx={{
                    mt: 0.9,
                    width: 8,
                    height: 8,
                    borderRadius: '50%',
                    flexShrink: 0,
                    bgcolor: notification.read ? 'transparent' : 'primary.main',
                  }}
                />
                <ListItemText
                  primary={
                    <>
                      {!notification.read && (
                        <Box component="span" sx={visuallyHidden}>
                          {`${t('notifications.unread')}: `}
                        </Box>
                      )}
                      {text}
                    </>
                  }
                  secondary={when}
                  slotProps={{
                    primary: { sx: { fontWeight: notification.read ? 400 : 600, whiteSpace: 'normal' } },
                  }}
                />
              </ListItemButton>
            );
          })}
        </List>
      )}
    </Popover>
  );
}

/** Where a notification leads, if anywhere. */
function linkOf(notification: Notification): string | null {
  // A refund the wallet refused waits on the Claim page (ADR 0063).
  if (notification.kind === 'REFUND_CREDITED') return routes.claim();
  if (notification.nftId) return routes.detail(notification.nftId);
  // A collection offer names no NFT: its news leads to My offers.
  if (notification.offerId)
    return routes.myOffers(notification.kind === 'OFFER_RECEIVED' ? { side: 'received' } : undefined);
  return null;
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
