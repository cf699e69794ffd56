import { type UIEvent, useCallback, useState } from 'react';

export interface RowWindow {
  /** The first row to render and the one after the last. */
  start: number;
  end: number;
  /** Heights of the empty rows standing in for those above and below, in CSS pixels. */
  above: number;
  below: number;
}

/**
 * The rows of `count` that a box of `viewHeight` scrolled to `scrollTop` shows, with `overscan`
 * more on each side; rows are `rowHeight` high.
 */
export function rowWindow(
  count: number,
  rowHeight: number,
  viewHeight: number,
  scrollTop: number,
  overscan = 6,
): RowWindow {
  const first = Math.floor(scrollTop / rowHeight);
  const visible = Math.ceil(viewHeight / rowHeight);
  const start = Math.max(0, Math.min(first, count - visible) - overscan);
  const end = Math.max(start, Math.min(count, first + visible + overscan));
  return { start, end, above: start * rowHeight, below: (count - end) * rowHeight };
}

/**
 * Renders only the rows of a long list that its scrolling box shows: a list of 96 lands in a
 * 340 px box renders 16 to 22 rows instead of 96 (a row of MUI cells each; the whole list was
 * 300+ ms of a slowed phone's main thread). Rows must be `rowHeight` high (cells that do not
 * wrap); the rows not rendered keep their height as two empty rows, so the scroll bar and the
 * scroll position are the whole list's.
 */
export function useRowWindow(
  count: number,
  rowHeight: number,
  viewHeight: number,
): RowWindow & { ref: (box: HTMLElement | null) => void; onScroll: (event: UIEvent<HTMLElement>) => void } {
  const [scrollTop, setScrollTop] = useState(0);
  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => setScrollTop(event.currentTarget.scrollTop),
    [],
  );
  // The scrolling box as it is when the app takes it over: a server-rendered list may have been
  // scrolled before the page hydrated, and no scroll event will say so.
  const ref = useCallback((box: HTMLElement | null) => {
    if (box) setScrollTop(box.scrollTop);
  }, []);
  return { ...rowWindow(count, rowHeight, viewHeight, scrollTop), ref, onScroll };
}
