import type { ListView } from '@vrmarket/domain';
import { createContext, useContext, useState } from 'react';
import { writeUiCookie } from '../../app/uiCookie.ts';
import { LIST_VIEW_KEY, storedListView } from './storedListView.ts';

export type ViewMode = ListView;

/**
 * The list view a server render is for (the `ui` cookie's): the server has no storage to read.
 * Undefined in the browser.
 */
export const ServerListView = createContext<ViewMode | undefined>(undefined);

/** Grid or list; the last choice is remembered on this device (it is a preference, not list state). */
export function useViewMode(): [ViewMode, (view: ViewMode) => void] {
  const serverView = useContext(ServerListView);
  const [view, setView] = useState<ViewMode>(() => serverView ?? storedListView());
  const change = (next: ViewMode) => {
    setView(next);
    try {
      localStorage.setItem(LIST_VIEW_KEY, next);
    } catch {
      // Storage unavailable: the choice lasts for this page only.
    }
    writeUiCookie();
  };
  return [view, change];
}
