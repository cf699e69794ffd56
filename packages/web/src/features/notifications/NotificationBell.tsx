import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useQuery } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnceOpened } from '../../components/dialogs/OnceOpened.tsx';
import { useAccessToken } from '../session/useSession.ts';
import { notificationsQuery } from './queries.ts';
import { useNotificationStream } from './useNotificationStream.ts';

// The list's code (MUI's Popover and Modal) loads when the bell is first clicked.
const NotificationList = lazy(() =>
  import('./NotificationList.tsx').then((m) => ({ default: m.NotificationList })),
);

/**
 * The header's bell (signed-in users only: it is part of the signed-in account end, which a
 * visitor never loads): the unread count on a badge, the newest notifications in a list under it,
 * kept current by the user's notification stream.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const token = useAccessToken();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data } = useQuery(notificationsQuery(token));
  useNotificationStream(token);
  if (token === null) return null;
  const unread = data?.unread ?? 0;
  const label = unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');
  return (
    <>
      <Tooltip title={t('notifications.title')}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ flexShrink: 0 }}
        >
          <Badge
            badgeContent={unread}
            max={99}
            color="error"
            data-testid="notification-badge"
            slotProps={{ badge: { 'aria-hidden': true } as object }}
          >
            <NotificationsNoneRounded />
          </Badge>
        </IconButton>
      </Tooltip>
      <OnceOpened open={anchor !== null}>
        <NotificationList anchor={anchor} onClose={() => setAnchor(null)} />
      </OnceOpened>
    </>
  );
}
