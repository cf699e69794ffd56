import { lazy, Suspense } from 'react';
import { useHydrated } from '../../components/useHydrated.ts';
import { useLoginPrompt } from './useLoginPrompt.ts';

// Loaded when first needed, with Dialog and Modal.
const LoginRequiredDialog = lazy(() =>
  import('../../components/dialogs/LoginRequiredDialog.tsx').then((m) => ({
    default: m.LoginRequiredDialog,
  })),
);

/**
 * The login-required dialog, open while the history entry asks for it. A reload keeps that state,
 * which the server never sees: the dialog opens once the page has hydrated. A component of its own,
 * so that opening re-renders it alone: a re-render of the shell before its lazy parts (the ticker)
 * have hydrated would throw their server markup away and lay them out again.
 */
export function LoginPrompt() {
  const loginPrompt = useLoginPrompt();
  const hydrated = useHydrated();
  if (!hydrated || !loginPrompt.open) return null;
  return (
    <Suspense fallback={null}>
      <LoginRequiredDialog open onClose={loginPrompt.close} />
    </Suspense>
  );
}
