import { currencyLabel, type Notification } from '@vrmarket/domain';
import type { TFunction } from 'i18next';

/** The sentence of one notification in the reader's language (i18n `notifications.kinds.*`). */
export function notificationText(t: TFunction, notification: Notification): string {
  return t(`notifications.kinds.${notification.kind}`, {
    name: notification.nftName ?? t('notifications.unnamed'),
    price: notification.price ?? '',
    currency: notification.currency ? currencyLabel(notification.currency) : '',
  });
}
