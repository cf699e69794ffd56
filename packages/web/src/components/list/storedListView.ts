import type { ListView } from '@vrmarket/domain';

/** The device's list view choice in localStorage (public/theme-init.js reads the same key). */
export const LIST_VIEW_KEY = 'nftView';

/** The list view this device chose (the grid until it chooses). */
export function storedListView(): ListView {
  try {
    return localStorage.getItem(LIST_VIEW_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}
