import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg';
export type GridColumns = Partial<Record<Breakpoint, number>>;

/** How many cards the widest layout puts in its first row: those are on screen as the page opens. */
export const firstRowOf = (columns: GridColumns) => Math.max(...Object.values(columns));

/**
 * A list of cards laid out as a grid (`ul`, each child an `li`): `columns` gives how many per row
 * from each breakpoint up.
 */
export function CardGrid({
  columns,
  label,
  children,
}: {
  columns: GridColumns;
  /** The list's accessible name, when the heading above does not give it. */
  label?: string;
  children: ReactNode;
}) {
  const gridTemplateColumns = Object.fromEntries(
    Object.entries(columns).map(([breakpoint, count]) => [breakpoint, `repeat(${count}, 1fr)`]),
  );
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns }}
    >
      {children}
    </Box>
  );
}
