import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders a lazily loaded dialog (or menu) only from the first time it opens: until then nothing
 * is rendered, so its code (MUI's Modal, Popover, focus trap) is not part of the screen's first
 * load. Once opened it stays mounted, so closing still plays its transition.
 *
 *   const HelpDialog = lazy(() => import('./HelpDialog.tsx').then((m) => ({ default: m.HelpDialog })));
 *   <OnceOpened open={open}><HelpDialog open={open} onClose={close} /></OnceOpened>
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened && !open) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
