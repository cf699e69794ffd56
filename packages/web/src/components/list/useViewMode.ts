import { useState } from 'react';

export type ViewMode = 'grid' | 'list';
const KEY = 'nftView';

function stored(): ViewMode {
  try {
    return localStorage.getItem(KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/** Grid or list; the last choice is remembered on this device (it is a preference, not list state). */
export function useViewMode(): [ViewMode, (view: ViewMode) => void] {
  const [view, setView] = useState<ViewMode>(stored);
  const change = (next: ViewMode) => {
    setView(next);
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // Storage unavailable: the choice lasts for this page only.
    }
  };
  return [view, change];
}
